// A list view with a query, served from the page cache under its canonical query: the proxy
// rewrites /products?color=red to /en/_list/<view>/products (src/lib/catalogue/view.ts).
export function generateStaticParams() {
  return []
}

export default function ViewLayout({ children }: { children: React.ReactNode }) {
  return children
}
