// GST state codes of India (CBIC), used for seller GSTINs and, later, the place of supply on invoices.
export const GST_STATE_CODES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
} as const;

export type GstStateCode = keyof typeof GST_STATE_CODES;

/** The first digit of a PIN code names its postal region; a seller's pincode must sit in its state's region. */
export const PIN_REGION_BY_STATE: Readonly<Record<GstStateCode, string>> = {
  '01': '1', '02': '1', '03': '1', '04': '1', '05': '2', '06': '1', '07': '1', '08': '3', '09': '2', '10': '8',
  '11': '7', '12': '7', '13': '7', '14': '7', '15': '7', '16': '7', '17': '7', '18': '7', '19': '7', '20': '8',
  '21': '7', '22': '4', '23': '4', '24': '3', '26': '3', '27': '4', '29': '5', '30': '4', '31': '6', '32': '6',
  '33': '6', '34': '6', '35': '7', '36': '5', '37': '5', '38': '1',
};
