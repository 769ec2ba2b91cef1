#!/bin/sh
# Debian's Chromium (/usr/bin/chromium) for the browser tests, the screenshots and Lighthouse,
# without the omnibox's WebUI pop-ups: Chromium 156 opens two hidden chrome:// renderers for
# every new window, headless too, about a second of CPU each time (README, "Tests on a loaded
# machine"). Chromium honours only the last --disable-features it is given, and Playwright and
# chrome-launcher each pass their own list, so every list given is merged into one here.
features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup
for arg do
  shift
  case $arg in
    --disable-features=*) features="$features,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_BINARY:-/usr/bin/chromium}" "$@" "--disable-features=$features"
