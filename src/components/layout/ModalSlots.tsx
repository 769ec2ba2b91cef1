/**
 * The root's two modal places (README, "Modals"): the sign-in modal and the full-name
 * modal render into these through portals, above every page of the default layout.
 */
export function ModalSlots() {
  return (
    <>
      <div id="login-modal-slot" data-testid="login-modal-slot" />
      <div id="full-name-modal-slot" data-testid="full-name-modal-slot" />
      <div id="search-modal-slot" data-testid="search-modal-slot" />
    </>
  )
}
