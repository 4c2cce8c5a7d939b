// A seller's profile as GET /seller-portal/me answers it, for the seller-dom tests; `over` changes what a test is about.
import type { SellerProfile } from '@haat/domain/sellers/seller-portal.schema';

export function sellerProfile(over: Partial<SellerProfile> = {}): SellerProfile {
  return {
    id: 'sel_1',
    businessName: 'Kala Handlooms',
    gstin: '27AAPFK1234A1Z5',
    pan: 'AAPFK1234A',
    status: 'approved',
    reviewNote: null,
    suspension: null,
    email: 'kala@example.in',
    phone: '+919876543210',
    addressLine: '1 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    bank: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}
