import { ARTICLES } from './articles'
import { about, contact } from './companyPages'
import { EMAIL, MAKER, SHOP, linkList } from './company'
import { INDUSTRIES } from './industries'
import { privacy, terms } from './legalPages'
import { IMG } from './media'
import { PAGE_SLUGS, page } from './pageCommon'
import { RESOURCES } from './resources'
import { TESTIMONIALS } from './testimonials'
import type { PageRecord } from './types'
import { WHITE_PAPERS } from './whitePapers'

/**
 * Site pages: home, shop, the products intro, the list pages for industries, resources and
 * articles, and about, contact, terms and privacy (those four listed in the footer).
 */

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

export const PAGES: PageRecord[] = [home, shop, products, industries, resources, articles, about, contact, terms, privacy]
