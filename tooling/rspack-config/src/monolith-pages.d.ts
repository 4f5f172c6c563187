/** The page table monolith.ts generates for each monolith build (aliased there). */
declare module 'csan-monolith-pages' {
  const pages: Record<string, () => Promise<unknown>>;
  export default pages;
}
