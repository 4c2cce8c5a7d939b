// The address form's pincode (docs/behaviour/account.md#pincode-autofill): a saved address keeps its own city name
// until its pincode changes; a valid code fills and locks city, state and country; a code that stops being valid,
// or finds nothing, after one that filled them clears what it filled, unlocks them and says why.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@haat/domain/addresses/address.schema';
import { pincodeLookupResponseSchema } from '@haat/domain/location/pincode.schema';
import { apiPath, contractError, contractJson, server } from '../../../testing/msw-server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AddressForm } from './address-form.tsx';

const PLACES: Record<string, { district: string; state: string }> = {
  '560001': { district: 'Bangalore', state: 'Karnataka' },
  '110001': { district: 'New Delhi', state: 'Delhi' },
};

function directory() {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/pincode/:code'), ({ params }) => {
      const code = String(params.code);
      asked.push(code);
      const place = PLACES[code];
      if (!place) return contractError(404, 'No location found for this pincode', 'PINCODE_NOT_FOUND');
      return contractJson(pincodeLookupResponseSchema, [
        {
          Message: 'Number of pincode(s) found:1',
          Status: 'Success',
          PostOffice: [
            {
              Name: place.district,
              Circle: place.state,
              District: place.district,
              Division: place.district,
              Region: place.district,
              State: place.state,
              Country: 'India',
              Pincode: code,
            },
          ],
        },
      ]);
    }),
  );
  return asked;
}

const saved: Address = {
  _id: '7a1f9c2e-0d4b-4c4e-9d1a-2b3c4d5e6f70',
  fullName: 'Asha Rao',
  phone: '9876543210',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  addressType: 'Home',
  isDefault: true,
};

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe('the address form and the pincode', () => {
  it("keeps a saved address's own city name until the shopper changes the pincode", async () => {
    const asked = directory();
    const { user } = renderWithProviders(<AddressForm address={saved} onSaved={vi.fn()} />);
    expect(field('City').value).toBe('Bengaluru');
    expect(field('City')).not.toHaveAttribute('readonly');
    // Not even looked up while the saved code stands.
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
    expect(field('City').value).toBe('Bengaluru');

    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '110001');
    await waitFor(() => expect(field('City').value).toBe('New Delhi'));
    expect(field('State').value).toBe('Delhi');
    expect(field('City')).toHaveAttribute('readonly');
  }, 15_000);

  it('clears and unlocks what a valid pincode filled when an invalid one follows, and says why', async () => {
    directory();
    const { user } = renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    await user.type(field('Postal Code'), '560001');
    await waitFor(() => expect(field('City').value).toBe('Bangalore'));
    expect(field('City')).toHaveAttribute('readonly');

    await user.type(field('Postal Code'), '{Backspace}');
    await waitFor(() => expect(field('City').value).toBe(''));
    expect(field('State').value).toBe('');
    expect(field('Country').value).toBe('');
    expect(field('City')).not.toHaveAttribute('readonly');
    expect(field('Postal Code')).toHaveAccessibleDescription(
      'This pincode finds no place, so the city, state and country it filled were cleared.',
    );
  }, 15_000);

  it('clears what it filled when a valid-looking pincode finds nothing, keeping what the shopper typed', async () => {
    directory();
    const { user } = renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    await user.type(field('Postal Code'), '560001');
    await waitFor(() => expect(field('City').value).toBe('Bangalore'));
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), '999999');
    await waitFor(() => expect(field('City').value).toBe(''));
    expect(await screen.findByText('No location found for this pincode.')).toBeInTheDocument();
    // Typed by the shopper now: kept, not the directory's to clear.
    await user.type(field('City'), 'Hosur');
    await user.type(field('Postal Code'), '{Backspace}');
    expect(field('City').value).toBe('Hosur');
  }, 15_000);
});
