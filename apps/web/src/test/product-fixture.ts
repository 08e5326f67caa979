import type { PublicProduct } from '@nidra/shared/catalogue/catalogue.schema';

/** A product as GET /api/products… answers it, for component tests. */
export function aProduct(overrides: Partial<PublicProduct> = {}): PublicProduct {
  return {
    _id: '6f1c2b9e-1d2a-4c1b-9a7e-0c2b5d1e8f10',
    productName: 'Rose Garden Cotton Nighty',
    size: 'L',
    category: 'Nightwear',
    subcategory: 'Cotton Nighties',
    MRP: 1499,
    sellingPrice: 899,
    discount: 40.03,
    designNumber: 'NID-1042',
    isActive: true,
    displayImage: '/images/rose-garden.webp',
    imagesUrl: ['/images/rose-garden.webp', '/images/rose-garden-back.webp', '/images/rose-garden-detail.webp'],
    barcode: '8901234567890',
    length: '54 in',
    chest: '44 in',
    quantity: 3,
    fabric: 'Cotton',
    description: 'A breezy A-line nighty in soft cotton with a rose print.',
    hsn: '6208',
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
