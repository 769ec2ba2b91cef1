/** The test layout: a bare frame for component pages the browser tests open. */
export default function TestLayout({ children }: { children: React.ReactNode }) {
  return (
    <div data-layout="test" className="min-h-screen bg-white p-6 dark:bg-neutral-950">
      {children}
    </div>
  )
}
