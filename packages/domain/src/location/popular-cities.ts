// The picker's Popular Cities (docs/behaviour/location.md#where-the-location-comes-from), each with the pincode it
// sets.

export interface PopularCity {
  city: string;
  state: string;
  /** The city's general post office, so choosing a city gives delivery dates at once. */
  pincode: string;
}

/** docs/behaviour/location.md#location-picker, in its order. */
export const POPULAR_CITIES: readonly PopularCity[] = [
  { city: 'Mumbai', state: 'Maharashtra', pincode: '400001' },
  { city: 'Delhi', state: 'Delhi', pincode: '110001' },
  { city: 'Bangalore', state: 'Karnataka', pincode: '560001' },
  { city: 'Hyderabad', state: 'Telangana', pincode: '500001' },
  { city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' },
  { city: 'Kolkata', state: 'West Bengal', pincode: '700001' },
  { city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  { city: 'Ahmedabad', state: 'Gujarat', pincode: '380001' },
];
