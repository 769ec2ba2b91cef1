import { ADDRESS_LINES, MAKER, PRIVACY_EMAIL, SHOP } from './company'
import { PAGE_SLUGS } from './pageCommon'
import type { PageRecord } from './types'

/**
 * The terms of sale and the privacy notice (listed in the footer).
 */

export const terms: PageRecord = {
  slug: PAGE_SLUGS.terms,
  title: { en: 'Terms and conditions of sale', es: 'Términos y condiciones de venta' },
  summary: {
    en: 'Quotes, prices, payment, shipping FOB origin, returns, warranty and limitation of liability for orders placed with Switchyard.',
    es: 'Cotizaciones, precios, pago, envío LAB origen, devoluciones, garantía y limitación de responsabilidad de los pedidos realizados en Switchyard.',
  },
  showInFooter: true,
  content: {
    en: `These terms apply to every sale by ${MAKER}, Inc., doing business as ${SHOP} ("we"), to a business customer ("you"). Terms in your purchase order that differ from or add to these do not apply unless we accept them in writing.

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
    es: `Estos términos se aplican a todas las ventas que ${MAKER}, Inc., bajo el nombre comercial ${SHOP} ("nosotros"), realice a un cliente empresarial ("usted"). Las condiciones de su orden de compra que difieran de estos términos o los amplíen no se aplican, salvo que las aceptemos por escrito.

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

export const privacy: PageRecord = {
  slug: PAGE_SLUGS.privacy,
  title: { en: 'Privacy notice', es: 'Aviso de privacidad' },
  summary: {
    en: 'What personal data the store collects, why, who we share it with and how to exercise your rights.',
    es: 'Qué datos personales recopila la tienda, para qué, con quién los compartimos y cómo ejercer sus derechos.',
  },
  showInFooter: true,
  content: {
    en: `${MAKER}, Inc. (${SHOP}), ${ADDRESS_LINES.slice(1, 3).join(', ')}, is responsible for the personal data described in this notice.

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
    es: `${MAKER}, Inc. (${SHOP}), con domicilio en ${ADDRESS_LINES.slice(1, 3).join(', ')}, Estados Unidos, es responsable de los datos personales que se describen en este aviso.

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
