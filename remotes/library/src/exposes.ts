/**
 * What the shell may load from this remote: one module per page, each default-exporting the
 * page component. The shell's route table names these (`library/<Page>`).
 */
export const EXPOSES = {
  './ResourcesPage': './src/features/resources/ResourcesPage.tsx',
  './RdServicesPage': './src/features/rd-services/RdServicesPage.tsx',
  './ProductsPage': './src/features/products/ProductsPage.tsx',
  './NewsletterPage': './src/features/newsletter/NewsletterPage.tsx',
} as const;
