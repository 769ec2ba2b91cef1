import { ARTICLES } from './articles'
import { ADDRESS_LINES, EMAIL, MAKER, PHONE, PRIVACY_EMAIL, SHOP, SUPPORT_EMAIL, hrefOf, linkList } from './company'
import { INDUSTRIES } from './industries'
import { IMG } from './media'
import { RESOURCES } from './resources'
import { TESTIMONIALS } from './testimonials'
import type { Bi, PageRecord } from './types'
import { WHITE_PAPERS } from './whitePapers'

/**
 * Site pages: home, shop, the products intro, the list pages for industries, resources and
 * articles, and about, contact, terms and privacy (those four listed in the footer).
 */

const FICTION: Bi = {
  en: `*${SHOP} and ${MAKER} are fictional companies. This page is sample content for a demonstration store; it is not an offer and creates no obligations.*`,
  es: `*${SHOP} y ${MAKER} son empresas ficticias. Esta página es contenido de ejemplo de una tienda de demostración; no constituye una oferta ni genera obligaciones.*`,
}

/** Page slugs, shared with the menus. */
export const PAGE_SLUGS = {
  home: { en: 'home', es: 'home' },
  shop: { en: 'shop', es: 'tienda' },
  products: { en: 'products', es: 'productos' },
  industries: { en: 'industries', es: 'industrias' },
  resources: { en: 'resources', es: 'recursos' },
  articles: { en: 'articles', es: 'articulos' },
  about: { en: 'about', es: 'quienes-somos' },
  contact: { en: 'contact', es: 'contacto' },
  terms: { en: 'terms', es: 'terminos' },
  privacy: { en: 'privacy', es: 'privacidad' },
} satisfies Record<string, Bi>

const page = (key: keyof typeof PAGE_SLUGS) => hrefOf('page', PAGE_SLUGS[key])
const resourceDocs = RESOURCES.map((r) => r.record)
const paperDocs = WHITE_PAPERS.map((w) => w.record)

const home: PageRecord = {
  slug: PAGE_SLUGS.home,
  title: { en: 'Industrial control components, ready to ship', es: 'Componentes de control industrial, listos para enviar' },
  summary: {
    en: `Push buttons, pilot lights, relays, contactors, terminal blocks, wire duct and enclosures from ${MAKER}, shipped from Pittsburgh to panel shops, OEMs and distributors across the Americas.`,
    es: `Botones, luces piloto, relés, contactores, borneras, canaleta y gabinetes de ${MAKER}, enviados desde Pittsburgh a tableristas, fabricantes de equipo y distribuidores de todo el continente.`,
  },
  image: IMG.controlPanel,
  content: {
    en: `${SHOP} is the online store of ${MAKER}. Everything you need to build a control panel, from the operators on the door to the terminal blocks on the back panel, with prices for your account and stock you can see.

## Why engineers buy here

- **Stock you can see**: in-stock orders ship from Pittsburgh the same business day.
- **Your prices**: distributors and OEMs sign in to see their own price lists and payment terms.
- **Real documentation**: data sheets, CAD drawings and UL certification details for every family.
- **Support in English and Spanish** from applications engineers who build panels themselves.

## Start here

- [Browse all products](${page('products').en})
- [Shop by product family](${page('shop').en})
- [Downloads: catalogue, data sheets, drawings](${page('resources').en})
- [Industries we serve](${page('industries').en})`,
    es: `${SHOP} es la tienda en línea de ${MAKER}. Todo lo necesario para armar un tablero de control, desde los operadores de la puerta hasta las borneras de la placa de montaje, con los precios de su cuenta y existencias a la vista.

## Por qué nos eligen los ingenieros

- **Existencias a la vista**: los pedidos de productos en existencia salen de Pittsburgh el mismo día hábil.
- **Sus precios**: distribuidores y fabricantes de equipo inician sesión y ven su propia lista de precios y sus condiciones de pago.
- **Documentación de verdad**: fichas técnicas, planos CAD y datos de certificación UL de cada familia.
- **Atención en español y en inglés** de ingenieros de aplicaciones que también arman tableros.

## Por dónde empezar

- [Ver todos los productos](${page('products').es})
- [Comprar por familia de productos](${page('shop').es})
- [Descargas: catálogo, fichas técnicas y planos](${page('resources').es})
- [Industrias que atendemos](${page('industries').es})`,
  },
}

const shop: PageRecord = {
  slug: PAGE_SLUGS.shop,
  title: { en: 'Shop by product family', es: 'Comprar por familia de productos' },
  summary: {
    en: 'Operators and pilot lights, relays and timers, contactors, terminal blocks and wire duct, grouped the way a panel is built.',
    es: 'Operadores y luces piloto, relés y temporizadores, contactores, borneras y canaleta, agrupados como se arma un tablero.',
  },
  image: IMG.controlPanel,
  content: {
    en: `Pick a family to see its parts, prices and stock. Every family page lists the accessories that go with it.

## Door devices

22 mm push buttons, selector switches and pilot lights, compact 16 mm and 13 mm pilot lights, legend plates, 30 mm accessories and pre-drilled control stations.

## Relays, timers and contactors

Plug-in general-purpose relays with their sockets and retainer clips, electronic timing relays, IEC contactors and control relays, and definite-purpose contactors for HVAC and pump duty.

## Terminal blocks and wire duct

NEMA-style and IEC terminal blocks with end covers, jumpers and markers, and slotted wire duct with covers and mounting accessories.

Not sure which part you need? Send your list to ${EMAIL} and we will cross it for you.`,
    es: `Elija una familia para ver sus piezas, precios y existencias. Cada familia muestra también los accesorios que le corresponden.

## Dispositivos de puerta

Botones, selectores y luces piloto de 22 mm, luces piloto compactas de 16 mm y 13 mm, placas de leyenda, accesorios de 30 mm y estaciones de control ya perforadas.

## Relés, temporizadores y contactores

Relés enchufables de uso general con sus bases y clips de retención, relés temporizadores electrónicos, contactores y relés de control IEC, y contactores de propósito definido para climatización y bombeo.

## Borneras y canaleta

Borneras estilo NEMA e IEC con tapas finales, puentes y marcadores, y canaleta ranurada con tapas y accesorios de montaje.

¿No sabe qué pieza necesita? Envíe su lista a ${EMAIL} y le buscamos las equivalencias.`,
  },
}

const products: PageRecord = {
  slug: PAGE_SLUGS.products,
  title: { en: 'Products', es: 'Productos' },
  summary: {
    en: 'The full line of industrial control components, with list prices, package quantities and stock.',
    es: 'La línea completa de componentes de control industrial, con precios de lista, cantidades por paquete y existencias.',
  },
  content: {
    en: `Prices shown are list prices. Sign in to see the prices of your account; distributors and OEMs with a price list see their own discounts on every page.

- Parts sold by the package show the package quantity. Wire duct ships in standard cartons; a quantity that is not a multiple of the carton carries a non-standard package fee.
- Parts marked with a lead time ship in about 10 business days; everything else ships from stock.
- Every product page links to its data sheet and CAD drawings.`,
    es: `Los precios que se muestran son de lista. Inicie sesión para ver los precios de su cuenta: los distribuidores y fabricantes de equipo con lista de precios ven sus descuentos en todas las páginas.

- Las piezas que se venden por paquete indican la cantidad por paquete. La canaleta se envía en cajas estándar; si la cantidad no es múltiplo de la caja, se cobra un cargo por empaque no estándar.
- Las piezas marcadas con plazo de entrega se envían en unos 10 días hábiles; todo lo demás sale de existencia.
- Cada página de producto enlaza su ficha técnica y sus planos CAD.`,
  },
}

const industries: PageRecord = {
  slug: PAGE_SLUGS.industries,
  title: { en: 'Industries we serve', es: 'Industrias que atendemos' },
  summary: {
    en: 'Control components chosen for the conditions of each industry, from washdown plants to remote lift stations.',
    es: 'Componentes de control elegidos según las condiciones de cada industria, desde plantas con lavado intensivo hasta estaciones de bombeo remotas.',
  },
  image: IMG.packaging,
  content: {
    en: `Every industry puts its own demands on a control panel. These pages explain what matters in each one and which components we recommend.

${linkList('industry', INDUSTRIES, 'en')}

## What our customers say

${linkList('testimonial', TESTIMONIALS, 'en')}`,
    es: `Cada industria le impone al tablero de control sus propias exigencias. En estas páginas explicamos qué es lo importante en cada caso y qué componentes recomendamos.

${linkList('industry', INDUSTRIES, 'es')}

## Lo que dicen nuestros clientes

${linkList('testimonial', TESTIMONIALS, 'es')}`,
  },
}

const resources: PageRecord = {
  slug: PAGE_SLUGS.resources,
  title: { en: 'Resources and downloads', es: 'Recursos y descargas' },
  summary: {
    en: 'Catalogue, data sheets, manuals, certifications, CAD drawings and white papers, free to download.',
    es: 'Catálogo, fichas técnicas, manuales, certificaciones, planos CAD y documentos técnicos, de descarga gratuita.',
  },
  content: {
    en: `## Catalogue, data sheets and manuals

${linkList('resource', resourceDocs, 'en')}

## White papers

${linkList('whitePaper', paperDocs, 'en')}

## Technical articles

Short application notes on choosing and installing control components: [see all articles](${page('articles').en}).`,
    es: `## Catálogo, fichas técnicas y manuales

${linkList('resource', resourceDocs, 'es')}

## Documentos técnicos

${linkList('whitePaper', paperDocs, 'es')}

## Artículos técnicos

Notas de aplicación breves sobre cómo elegir e instalar componentes de control: [ver todos los artículos](${page('articles').es}).

Los documentos descargables están en inglés; si necesita ayuda con alguno, escríbanos a ${EMAIL}.`,
  },
}

const articles: PageRecord = {
  slug: PAGE_SLUGS.articles,
  title: { en: 'Technical articles', es: 'Artículos técnicos' },
  summary: {
    en: 'Application notes by our engineers on pilot lights, wire duct, terminal blocks, timers, contactors, overloads and enclosures.',
    es: 'Notas de aplicación de nuestros ingenieros sobre luces piloto, canaleta, borneras, temporizadores, contactores, relés de sobrecarga y gabinetes.',
  },
  image: IMG.timingRelay,
  content: { en: linkList('article', ARTICLES, 'en'), es: linkList('article', ARTICLES, 'es') },
}

const about: PageRecord = {
  slug: PAGE_SLUGS.about,
  title: { en: 'About us', es: 'Quiénes somos' },
  summary: {
    en: `${SHOP} is the online store of ${MAKER}, a Pittsburgh maker of industrial control components.`,
    es: `${SHOP} es la tienda en línea de ${MAKER}, fabricante de componentes de control industrial con sede en Pittsburgh.`,
  },
  image: IMG.controlPanel,
  showInFooter: true,
  content: {
    en: `${FICTION.en}

${MAKER} started in 1987 in a small shop in Pittsburgh's Strip District, making terminal blocks for the steel mills along the Monongahela. Today we design and stock a full line of control components: 22 mm operators and pilot lights, relays and timers, contactors and motor protection, terminal blocks, wire duct, enclosures and disconnects.

## Why ${SHOP}

We opened ${SHOP} so engineers and buyers could see real stock, real prices and real documentation without waiting for a quote. Panel shops and OEMs order online; distributors see their own price lists and terms; everyone gets the same data sheets our own engineers use.

## What we believe in

- **Parts that are easy to specify**: clear ratings, standards on every data sheet and honest lead times.
- **Stock close to the customer**: our Pittsburgh warehouse ships in-stock orders the same business day, across the United States and to Latin America.
- **Engineers who answer**: our applications team builds panels too, and answers in English and Spanish.

## Who we serve

Panel builders, machine builders, systems integrators, maintenance teams and electrical distributors in the United States, Canada, Mexico, Central and South America.`,
    es: `${FICTION.es}

${MAKER} nació en 1987 en un pequeño taller del Strip District de Pittsburgh, fabricando borneras para las acerías a orillas del río Monongahela. Hoy diseñamos y mantenemos en existencia una línea completa de componentes de control: operadores y luces piloto de 22 mm, relés y temporizadores, contactores y protección de motores, borneras, canaleta, gabinetes y seccionadores.

## Por qué ${SHOP}

Abrimos ${SHOP} para que ingenieros y compradores pudieran ver existencias, precios y documentación reales sin esperar una cotización. Los tableristas y fabricantes de equipo compran en línea; los distribuidores consultan su propia lista de precios y condiciones, y todos reciben las mismas fichas técnicas que usan nuestros ingenieros.

## En qué creemos

- **Piezas fáciles de especificar**: capacidades claras, normas en cada ficha técnica y plazos de entrega honestos.
- **Existencias cerca del cliente**: nuestro almacén de Pittsburgh envía el mismo día hábil los pedidos en existencia a todo Estados Unidos y a América Latina.
- **Ingenieros que responden**: nuestro equipo de aplicaciones también arma tableros y atiende en español y en inglés.

## A quién atendemos

Tableristas, fabricantes de maquinaria, integradores de sistemas, equipos de mantenimiento y distribuidores de material eléctrico en Estados Unidos, Canadá, México, Centro y Sudamérica.`,
  },
}

const contact: PageRecord = {
  slug: PAGE_SLUGS.contact,
  title: { en: 'Contact us', es: 'Contacto' },
  summary: {
    en: 'Sales, technical support and order questions, in English and Spanish, Monday to Friday.',
    es: 'Ventas, soporte técnico y seguimiento de pedidos, en español y en inglés, de lunes a viernes.',
  },
  showInFooter: true,
  content: {
    en: `${FICTION.en}

## Sales and orders

- Phone: ${PHONE}
- E-mail: ${EMAIL}
- Hours: Monday to Friday, 8:00 to 17:00 Eastern time

## Technical support

Questions about ratings, wiring or cross-references go to our applications engineers at ${SUPPORT_EMAIL}. Include the part numbers and, if you can, a sketch or the relevant part of your drawing.

## Address

${ADDRESS_LINES.map((l) => `- ${l}`).join('\n')}

Orders ship from this address (ZIP 15222). Returns need a return authorization number first: see our [terms of sale](${page('terms').en}).

## Sales representatives

Every customer has a sales representative for their region, in the United States and in Latin America. Sign in to see yours, or call the number above and we will put you in touch.`,
    es: `${FICTION.es}

## Ventas y pedidos

- Teléfono: ${PHONE}
- Correo electrónico: ${EMAIL}
- Horario: de lunes a viernes, de 8:00 a 17:00, hora del Este de EE. UU.

## Soporte técnico

Las consultas sobre capacidades, conexiones o equivalencias las atienden nuestros ingenieros de aplicaciones en ${SUPPORT_EMAIL}. Incluya los números de parte y, si es posible, un croquis o la parte correspondiente de su plano.

## Dirección

${ADDRESS_LINES.map((l) => `- ${l.replace('United States', 'Estados Unidos')}`).join('\n')}

Los pedidos se envían desde esta dirección (código postal 15222). Para devolver mercancía se necesita primero un número de autorización: consulte nuestros [términos de venta](${page('terms').es}).

## Representantes de ventas

Cada cliente tiene un representante de ventas para su región, en Estados Unidos y en América Latina. Inicie sesión para ver el suyo o llámenos al número de arriba y lo ponemos en contacto.`,
  },
}

const terms: PageRecord = {
  slug: PAGE_SLUGS.terms,
  title: { en: 'Terms and conditions of sale', es: 'Términos y condiciones de venta' },
  summary: {
    en: 'Quotes, prices, payment, shipping FOB origin, returns, warranty and limitation of liability for orders placed with Switchyard.',
    es: 'Cotizaciones, precios, pago, envío LAB origen, devoluciones, garantía y limitación de responsabilidad de los pedidos realizados en Switchyard.',
  },
  showInFooter: true,
  content: {
    en: `${FICTION.en}

These terms apply to every sale by ${MAKER}, Inc., doing business as ${SHOP} ("we"), to a business customer ("you"). Terms in your purchase order that differ from or add to these do not apply unless we accept them in writing.

## 1. Quotes

Quotes are valid for 30 days unless they state otherwise, and are subject to stock at the time of order. We may correct clerical errors in quotes, price lists and invoices.

## 2. Prices

- Prices are in US dollars, exclusive of taxes, duties and freight.
- Prices on the website are list prices; customers with an assigned price list receive the prices of that list when signed in.
- We may add published surcharges, such as tariff surcharges, that apply at the date of shipment.
- Orders below the small-order threshold shown at checkout may carry a handling fee.

## 3. Orders and payment

- An order is accepted when we confirm it or ship it.
- Payment is by credit card at the time of order, unless your account has been approved for terms. Approved accounts pay net 30 days from the invoice date.
- Overdue balances may bear a late charge of 1.5 percent per month, or the highest rate allowed by law if lower.

## 4. Shipping and delivery

- All shipments are **FOB origin, Pittsburgh, Pennsylvania**. Title and risk of loss pass to you when the goods are delivered to the carrier.
- Freight is prepaid and added to the invoice, or charged to your carrier account when you ship collect. Free ground shipping applies where published at checkout.
- Shipping dates are estimates. In-stock orders placed before the daily cut-off usually ship the same business day; items with a stated lead time ship in about 10 business days.
- Report visible damage to the carrier on delivery and to us within 5 business days.

## 5. Taxes and export

Sales tax is charged where required unless you provide a valid exemption certificate. For shipments outside the United States, you are the importer of record and pay duties, taxes and brokerage, and you agree to comply with US export control laws.

## 6. Returns

- Returns need a return material authorization (RMA) number, requested within 30 days of the invoice date.
- Returned goods must be unused, in their original packaging and currently in our catalogue.
- Returns for reasons other than our error carry a **restocking fee of 20 percent** of the invoiced price. Return freight is paid by you.
- Cut-to-length, modified, special-order and non-stock items cannot be returned.
- Goods shipped in error or defective on arrival are returned at our cost and replaced or credited in full.

## 7. Warranty

- We warrant that products are free from defects in material and workmanship for **18 months from the date of shipment**.
- Our sole obligation is, at our option, to repair or replace the product or to credit its purchase price. The warranty does not cover damage from misuse, improper installation, operation outside published ratings, or normal wear of contacts.
- THIS WARRANTY REPLACES ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.

## 8. Limitation of liability

We are not liable for indirect, incidental or consequential damages, including lost production or profits. Our total liability for any claim is limited to the price paid for the products concerned.

## 9. Product use

You are responsible for selecting products suitable for your application and for installing them according to the applicable codes. Our products are not designed for nuclear, aerospace or life-support applications.

## 10. Cancellation

Orders for stock items may be cancelled without charge before they ship. Cancellation of special orders may carry charges for costs already incurred.

## 11. Governing law

These terms are governed by the laws of the Commonwealth of Pennsylvania. The courts of Allegheny County, Pennsylvania, have jurisdiction. The UN Convention on Contracts for the International Sale of Goods does not apply.`,
    es: `${FICTION.es}

Estos términos se aplican a todas las ventas que ${MAKER}, Inc., bajo el nombre comercial ${SHOP} ("nosotros"), realice a un cliente empresarial ("usted"). Las condiciones de su orden de compra que difieran de estos términos o los amplíen no se aplican, salvo que las aceptemos por escrito.

## 1. Cotizaciones

Las cotizaciones tienen una vigencia de 30 días, salvo que indiquen otra cosa, y están sujetas a la existencia al momento del pedido. Podemos corregir errores administrativos en cotizaciones, listas de precios y facturas.

## 2. Precios

- Los precios están en dólares estadounidenses y no incluyen impuestos, aranceles ni flete.
- Los precios publicados en el sitio son de lista; los clientes con una lista de precios asignada ven los precios de su lista al iniciar sesión.
- Podemos agregar los recargos publicados que estén vigentes en la fecha de embarque, como los recargos por aranceles.
- Los pedidos por debajo del monto mínimo que se indica al pagar pueden llevar un cargo por manejo.

## 3. Pedidos y pago

- Un pedido queda aceptado cuando lo confirmamos o lo embarcamos.
- El pago se hace con tarjeta de crédito al realizar el pedido, salvo que su cuenta tenga crédito aprobado. Las cuentas con crédito pagan a 30 días de la fecha de factura.
- Los saldos vencidos pueden generar un cargo moratorio del 1.5 % mensual o la tasa máxima permitida por la ley, si esta es menor.

## 4. Envío y entrega

- Todos los embarques son **LAB origen (FOB), Pittsburgh, Pensilvania**. La propiedad y el riesgo de pérdida pasan a usted cuando la mercancía se entrega al transportista.
- El flete se paga por adelantado y se agrega a la factura, o se carga a su cuenta con el transportista cuando elige envío por cobrar. El envío terrestre gratuito se aplica cuando así se indica al pagar.
- Las fechas de envío son estimadas. Los pedidos de productos en existencia recibidos antes de la hora de corte suelen salir el mismo día hábil; los artículos con plazo de entrega indicado se envían en unos 10 días hábiles.
- Reporte al transportista cualquier daño visible al recibir y avísenos dentro de los 5 días hábiles siguientes.

## 5. Impuestos y exportación

Cobramos el impuesto sobre las ventas cuando corresponde, salvo que usted presente un certificado de exención válido. En los envíos fuera de Estados Unidos, usted es el importador y paga aranceles, impuestos y honorarios del agente aduanal, y se compromete a cumplir las leyes de control de exportaciones de Estados Unidos.

## 6. Devoluciones

- Toda devolución requiere un número de autorización (RMA), que debe solicitarse dentro de los 30 días siguientes a la fecha de factura.
- La mercancía devuelta debe estar sin usar, en su empaque original y seguir en nuestro catálogo.
- Las devoluciones por motivos que no sean un error nuestro tienen un **cargo por reposición del 20 %** del precio facturado, y el flete de regreso corre por su cuenta.
- No se aceptan devoluciones de artículos cortados a medida, modificados, de pedido especial o que no manejamos en existencia.
- La mercancía enviada por error o que llegue defectuosa se devuelve a nuestro cargo y se reemplaza o se acredita por completo.

## 7. Garantía

- Garantizamos que los productos están libres de defectos de material y de fabricación durante **18 meses a partir de la fecha de embarque**.
- Nuestra única obligación es, a nuestra elección, reparar o reemplazar el producto o acreditar su precio de compra. La garantía no cubre daños por mal uso, instalación incorrecta, operación fuera de las capacidades publicadas ni el desgaste normal de los contactos.
- ESTA GARANTÍA SUSTITUYE A CUALQUIER OTRA GARANTÍA, EXPRESA O IMPLÍCITA, INCLUIDAS LAS GARANTÍAS IMPLÍCITAS DE COMERCIABILIDAD E IDONEIDAD PARA UN FIN DETERMINADO.

## 8. Limitación de responsabilidad

No respondemos por daños indirectos, incidentales o consecuenciales, incluidos la producción o las utilidades perdidas. Nuestra responsabilidad total por cualquier reclamación se limita al precio pagado por los productos de que se trate.

## 9. Uso de los productos

Usted es responsable de elegir productos adecuados para su aplicación y de instalarlos conforme a las normas aplicables. Nuestros productos no están diseñados para aplicaciones nucleares, aeroespaciales ni de soporte de vida.

## 10. Cancelaciones

Los pedidos de artículos en existencia pueden cancelarse sin cargo antes de su embarque. La cancelación de pedidos especiales puede generar cargos por los costos ya incurridos.

## 11. Legislación aplicable

Estos términos se rigen por las leyes del Estado Libre Asociado de Pensilvania, y son competentes los tribunales del condado de Allegheny, Pensilvania. No se aplica la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías.`,
  },
}

const privacy: PageRecord = {
  slug: PAGE_SLUGS.privacy,
  title: { en: 'Privacy notice', es: 'Aviso de privacidad' },
  summary: {
    en: 'What personal data the store collects, why, who we share it with and how to exercise your rights.',
    es: 'Qué datos personales recopila la tienda, para qué, con quién los compartimos y cómo ejercer sus derechos.',
  },
  showInFooter: true,
  content: {
    en: `${FICTION.en}

${MAKER}, Inc. (${SHOP}), ${ADDRESS_LINES.slice(1, 3).join(', ')}, is responsible for the personal data described in this notice.

## What we collect

- **Account data**: your name, business e-mail address and the customer accounts you buy for.
- **Order data**: billing and shipping contacts, company name, phone number, addresses, the items you order and your carrier account numbers.
- **Cart and favorites**: the items you save, kept with your account when you are signed in, or in your browser when you are not.
- **Technical data**: cookies that keep you signed in and remember your language, and the campaign parameters (such as utm_source) of the link that brought you to the store.

We do not collect payment card numbers; card payments are handled by our payment processor.

## Why we use it

- To create your account, sign you in with a one-time code, and process, ship and invoice your orders.
- To apply your price list, payment terms, taxes and shipping rates.
- To answer your questions and provide technical support.
- To understand which pages and campaigns are useful, and to keep the store secure.

## Who we share it with

- Carriers, to deliver your orders.
- Our payment processor and our bank.
- The sales representative or distributor for your region.
- Service providers that host the store or send e-mail on our behalf, under contracts that limit their use of the data.
- Authorities, when the law requires it.

We do not sell personal data.

## How long we keep it

Order and invoice records are kept for as long as tax and accounting laws require, usually seven years. Account data is kept while your account is active and deleted or anonymized within a year after you close it.

## Your rights

Depending on where you live, you may have the right to access, correct or delete your data, to object to or restrict its use, and to receive a copy of it. Write to ${PRIVACY_EMAIL}; we answer within 30 days. Your data is stored in the United States.

## Changes

We will post any change to this notice on this page, with the date it takes effect.`,
    es: `${FICTION.es}

${MAKER}, Inc. (${SHOP}), con domicilio en ${ADDRESS_LINES.slice(1, 3).join(', ')}, Estados Unidos, es responsable de los datos personales que se describen en este aviso.

## Qué datos recopilamos

- **Datos de la cuenta**: su nombre, su correo electrónico de trabajo y las cuentas de cliente para las que compra.
- **Datos de los pedidos**: contactos de facturación y envío, razón social, teléfono, direcciones, los artículos que pide y sus números de cuenta con transportistas.
- **Carrito y favoritos**: los artículos que guarda, asociados a su cuenta cuando inicia sesión o guardados en su navegador cuando no lo hace.
- **Datos técnicos**: cookies que mantienen su sesión y recuerdan su idioma, y los parámetros de campaña (como utm_source) del enlace con el que llegó a la tienda.

No recopilamos números de tarjeta: los pagos con tarjeta los procesa nuestro proveedor de pagos.

## Para qué los usamos

- Para crear su cuenta, permitirle iniciar sesión con un código de un solo uso y procesar, enviar y facturar sus pedidos.
- Para aplicar su lista de precios, sus condiciones de pago, los impuestos y las tarifas de envío.
- Para responder sus preguntas y darle soporte técnico.
- Para saber qué páginas y campañas resultan útiles y mantener la seguridad de la tienda.

## Con quién los compartimos

- Con los transportistas, para entregar sus pedidos.
- Con nuestro proveedor de pagos y nuestro banco.
- Con el representante de ventas o distribuidor de su región.
- Con proveedores que alojan la tienda o envían correos en nuestro nombre, mediante contratos que limitan el uso de los datos.
- Con las autoridades, cuando la ley lo exige.

No vendemos datos personales.

## Cuánto tiempo los conservamos

Los registros de pedidos y facturas se conservan el tiempo que exigen las leyes fiscales y contables, normalmente siete años. Los datos de la cuenta se conservan mientras la cuenta está activa y se eliminan o se anonimizan dentro del año siguiente a su cierre.

## Sus derechos

Según el país donde viva, puede tener derecho a acceder a sus datos, rectificarlos, cancelarlos u oponerse a su uso (los derechos ARCO de la legislación mexicana, por ejemplo), a limitar su tratamiento y a recibir una copia. Escríbanos a ${PRIVACY_EMAIL}; respondemos en un plazo de 30 días. Sus datos se almacenan en Estados Unidos.

## Cambios

Publicaremos en esta página cualquier cambio a este aviso, con la fecha en que entra en vigor.`,
  },
}

export const PAGES: PageRecord[] = [home, shop, products, industries, resources, articles, about, contact, terms, privacy]
