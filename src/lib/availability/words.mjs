// Plain JavaScript: the refusal messages of POST /api/public/availability in each language, shared
// by Next's route and the front server (./answer.mjs). Not in src/i18n/messages: next-intl compiles
// those files into its own format when the app is built, and the front server reads no build.
// {name} takes a value (numbers are written the language's way); tests/unit/availability/answer.test.ts
// checks that both languages have the same messages and arguments.

/** @type {Record<'en' | 'es', Record<string, string>>} */
export const AVAILABILITY_WORDS = {
  en: {
    'invalid-json': 'The request body must be JSON, with the lines to ask about.',
    lines: 'Send "lines": a list of 1 to {max} lines, each with a part number "pn" and a quantity "qty".',
    line: 'Line {line} must be an object with a part number "pn" and a quantity "qty".',
    pn: 'Line {line}: "pn" must be a part number (text, 1 to 64 characters).',
    qty: 'Line {line}: "qty" must be a whole number from 1 to {maxQty}.',
    'payload-too-large': 'The request is too large: at most {limit} bytes.',
  },
  es: {
    'invalid-json': 'El cuerpo de la solicitud debe ser JSON, con las líneas a consultar.',
    lines: 'Envíe "lines": una lista de 1 a {max} líneas, cada una con un número de parte "pn" y una cantidad "qty".',
    line: 'La línea {line} debe ser un objeto con un número de parte "pn" y una cantidad "qty".',
    pn: 'Línea {line}: "pn" debe ser un número de parte (texto de 1 a 64 caracteres).',
    qty: 'Línea {line}: "qty" debe ser un número entero de 1 a {maxQty}.',
    'payload-too-large': 'La solicitud es demasiado grande: como máximo {limit} bytes.',
  },
}
