// The CSV upload of listings through app.inject (docs/behaviour/seller-portal.md#bulk-upload): 1,000 rows with 10
// bad ones import 990 and name the 10 by row and column; the same file again imports nothing twice; the dry run
// writes nothing; a group with one bad row imports none of its rows; the limits answer 413; SKUs of another
// seller's are refused; another seller's session reaches nothing of this seller's.
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_CSV_COLUMNS,
  LISTING_CSV_MESSAGES as C,
  listingCsvResultSchema,
  listingCsvTemplate,
  type ListingCsvColumn,
} from '@haat/domain/sellers/listing-csv';
import { LISTING_MESSAGES as M, listingsResponseSchema } from '@haat/domain/sellers/listing.schema';
import { products } from '../../db/schema/products.ts';
import { buildTestApp, testDatabaseKind, type TestApp } from '../../testing/build-test-app.ts';
import { approve, signUpSeller } from './seller-portal.test-support.ts';

type Row = Partial<Record<ListingCsvColumn, string>>;
const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
const csvOf = (rows: Row[]) =>
  [
    LISTING_CSV_COLUMNS.join(','),
    ...rows.map((r) => LISTING_CSV_COLUMNS.map((c) => quote(r[c] ?? '')).join(',')),
  ].join('\n');

function product(group: string, name: string): Row {
  return {
    group,
    name,
    brand: 'Bulkwala',
    category: 'fashion/mens/t-shirts',
    description: 'Combed cotton, "bio-washed", pre-shrunk.\nMade in Tiruppur.',
    bullet_points: 'Combed cotton | Pre-shrunk',
    specifications: 'Fabric: Cotton | Fit: Regular',
    hsn_code: '6109',
    gst_rate: '5',
    weight_grams: '200',
    length_cm: '30',
    width_cm: '25',
    height_cm: '3',
  };
}
const variant = (sku: string, size: string, price = '499'): Row => ({
  option_colour: 'Black',
  option_size: size,
  sku,
  mrp: '₹1,299',
  price,
  stock: '25',
});

/** The ten bad rows, each a listing of one row, each with one broken rule and where it should be named. */
function badRows(stamp: string): Array<{ row: Row; column: ListingCsvColumn; message: string }> {
  const base = (i: number) => ({
    ...product(`${stamp}-BAD-${i}`, `Bad tee ${i}`),
    ...variant(`${stamp}-BAD-${i}`, 'M'),
  });
  return [
    { row: { ...base(0), price: '1500' }, column: 'price', message: M.priceAboveMrp },
    { row: { ...base(1), category: 'fashion/mens' }, column: 'category', message: M.categoryInvalid },
    { row: { ...base(2), hsn_code: '61' }, column: 'hsn_code', message: M.hsnFormat },
    { row: { ...base(3), gst_rate: '7' }, column: 'gst_rate', message: M.gstRate },
    { row: { ...base(4), stock: 'lots' }, column: 'stock', message: M.stockRange },
    { row: { ...base(5), sku: 'has space' }, column: 'sku', message: M.skuFormat },
    { row: { ...base(6), name: '' }, column: 'name', message: M.nameRequired },
    { row: { ...base(7), weight_grams: '0' }, column: 'weight_grams', message: M.weightRange },
    { row: { ...base(8), bullet_points: '' }, column: 'bullet_points', message: M.bulletsRange },
    { row: { ...base(9), length_cm: '301' }, column: 'length_cm', message: M.dimensionRange },
  ];
}

describe(`listings by CSV (${testDatabaseKind})`, () => {
  let t: TestApp;
  let seller: { token: string; sellerId: string };
  let other: { token: string; sellerId: string };
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000', MAIL_WORKER_INTERVAL_MS: '0' });
    seller = await signUpSeller(t, 41);
    other = await signUpSeller(t, 42);
    await approve(t, seller.sellerId);
    await approve(t, other.sellerId);
  });
  afterAll(() => t?.close());

  const upload = (token: string, csv: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/seller-portal/listings/upload${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });
  const countSkus = async (prefix: string) => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(like(products.sku, `${prefix}%`));
    return row?.n;
  };

  it('1,000 rows with 10 bad ones: the dry run writes nothing, the import writes 990, the same file again none', async () => {
    const stamp = 'K1';
    const rows: Row[] = [];
    // 330 listings of three sizes each, the product's columns on the first row only, and ten bad one-row listings.
    const bad = badRows(stamp);
    for (let g = 0; g < 330; g++) {
      const group = `${stamp}-G${g}`;
      rows.push({ ...product(group, `Bulk tee ${g}`), ...variant(`${group}-S`, 'S') });
      rows.push({ group, ...variant(`${group}-M`, 'M') });
      rows.push({ group, ...variant(`${group}-L`, 'L', '549') });
      if (g % 33 === 10) rows.push(bad[(g - 10) / 33]!.row);
    }
    expect(rows).toHaveLength(1000);
    const csv = csvOf(rows);
    expect(Buffer.byteLength(csv)).toBeLessThan(2 * 1024 * 1024);
    const badLines = rows.flatMap((r, i) => (r.group?.includes('-BAD-') ? [i + 2] : []));

    const dry = listingCsvResultSchema.parse((await upload(seller.token, csv, '?dryRun=true')).json());
    expect(dry).toMatchObject({
      dryRun: true,
      rows: 1000,
      imported: { listings: 330, variants: 990 },
      refused: { listings: 10, variants: 10 },
      listings: [],
    });
    expect(await countSkus(`${stamp}-`)).toBe(0);

    const res = await upload(seller.token, csv);
    expect(res.statusCode, res.body).toBe(200);
    const first = listingCsvResultSchema.parse(res.json());
    expect(first.imported).toEqual({ listings: 330, variants: 990 });
    expect(first.alreadyListed).toEqual({ listings: 0, variants: 0 });
    expect(first.errors.map((e) => e.row)).toEqual(badLines);
    expect(first.errors.map((e) => [e.column, e.message])).toEqual(bad.map((b) => [b.column, b.message]));
    expect(first.listings).toHaveLength(330);
    expect(await countSkus(`${stamp}-`)).toBe(990);

    const listed = listingsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/seller-portal/listings',
          headers: { authorization: `Bearer ${seller.token}` },
        })
      ).json(),
    );
    const tee = listed.listings.find((l) => l.name === 'Bulk tee 7');
    expect(tee).toMatchObject({ status: 'draft', brand: 'Bulkwala', categoryPath: 'fashion/mens/t-shirts' });
    expect(tee?.variants.map((v) => [v.sku, v.variantName, v.priceRupees, v.mrpRupees, v.stock])).toEqual([
      [`${stamp}-G7-S`, 'Black, S', 499, 1299, 25],
      [`${stamp}-G7-M`, 'Black, M', 499, 1299, 25],
      [`${stamp}-G7-L`, 'Black, L', 549, 1299, 25],
    ]);

    const again = listingCsvResultSchema.parse((await upload(seller.token, csv)).json());
    expect(again.imported).toEqual({ listings: 0, variants: 0 });
    expect(again.alreadyListed).toEqual({ listings: 330, variants: 990 });
    expect(again.errors).toHaveLength(10);
    expect(await countSkus(`${stamp}-`)).toBe(990);
  });

  it('a group with one bad row imports none of its rows; the fixed file imports it whole', async () => {
    const rows: Row[] = [
      { ...product('P1', 'Polo'), ...variant('P1-S', 'S') },
      { group: 'p1', ...variant('P1-M', 'M', '2000') },
      { group: 'P1', ...variant('P1-L', 'L'), brand: 'Otherwala' },
    ];
    const refused = listingCsvResultSchema.parse((await upload(seller.token, csvOf(rows))).json());
    expect(refused.imported.listings).toBe(0);
    expect(refused.refused).toEqual({ listings: 1, variants: 3 });
    expect(refused.errors).toEqual([
      { row: 3, column: 'price', group: 'P1', message: M.priceAboveMrp },
      { row: 4, column: 'brand', group: 'P1', message: C.groupDisagrees },
    ]);
    expect(await countSkus('P1-')).toBe(0);
    rows[1]!.price = '999';
    delete rows[2]!.brand;
    const fixed = listingCsvResultSchema.parse(
      (await upload(seller.token, csvOf(rows), '?submit=true')).json(),
    );
    expect(fixed.imported).toEqual({ listings: 1, variants: 3 });
    const statuses = await t.database.db
      .selectDistinct({ status: products.listingStatus })
      .from(products)
      .where(like(products.sku, 'P1-%'));
    expect(statuses).toEqual([{ status: 'pending_review' }]);
  });

  it("the return window column: a number is the listing's own window, empty follows the policy, 91 is refused, and a file without the column still imports", async () => {
    const rows: Row[] = [
      { ...product('RW1', 'Tee with its window'), ...variant('RW1-M', 'M'), return_window_days: '30' },
      { ...product('RW2', 'Tee of the policy'), ...variant('RW2-M', 'M') },
      { ...product('RW3', 'Tee too long'), ...variant('RW3-M', 'M'), return_window_days: '91' },
    ];
    const result = listingCsvResultSchema.parse((await upload(seller.token, csvOf(rows))).json());
    expect(result.imported).toEqual({ listings: 2, variants: 2 });
    expect(result.errors).toEqual([
      { row: 4, column: 'return_window_days', group: 'RW3', message: M.returnWindowRange },
    ]);
    const windows = await t.database.db
      .select({ sku: products.sku, days: products.returnWindowDays })
      .from(products)
      .where(like(products.sku, 'RW%'))
      .orderBy(products.sku);
    expect(windows).toEqual([
      { sku: 'RW1-M', days: 30 },
      { sku: 'RW2-M', days: null },
    ]);
    // A file made from the template before the column existed.
    const columns = LISTING_CSV_COLUMNS.filter((c) => c !== 'return_window_days');
    const old = [
      columns.join(','),
      columns
        .map((c) => quote({ ...product('RW4', 'Old file tee'), ...variant('RW4-M', 'M') }[c] ?? ''))
        .join(','),
    ].join('\n');
    expect(listingCsvResultSchema.parse((await upload(seller.token, old)).json()).imported.listings).toBe(1);
  });

  it('SKUs: twice in one file, another seller’s, and a group only partly listed are refused by row', async () => {
    await upload(other.token, csvOf([{ ...product('O', 'Theirs'), ...variant('OTHER-1', 'M') }]));
    await upload(seller.token, csvOf([{ ...product('Q', 'Mine'), ...variant('MINE-1', 'M') }]));
    const res = listingCsvResultSchema.parse(
      (
        await upload(
          seller.token,
          csvOf([
            { ...product('A', 'A tee'), ...variant('DUP-1', 'M') },
            { ...product('B', 'B tee'), ...variant('dup-1', 'M') },
            { ...product('C', 'C tee'), ...variant('other-1', 'M') },
            { ...product('D', 'D tee'), ...variant('MINE-1', 'M') },
            { group: 'D', ...variant('MINE-2', 'L') },
          ]),
        )
      ).json(),
    );
    expect(res.imported.listings).toBe(1);
    expect(res.errors).toEqual([
      { row: 3, column: 'sku', group: 'B', message: C.skuInFileTwice },
      { row: 4, column: 'sku', group: 'C', message: M.skuTaken },
      { row: 5, column: 'sku', group: 'D', message: C.groupPartlyListed },
    ]);
    expect(await countSkus('MINE-2')).toBe(0);
  });

  it('the file itself: header, emptiness, size, rows and bytes that are not CSV', async () => {
    const noSku = csvOf([]).replace(',sku,', ',');
    const header = listingCsvResultSchema.parse((await upload(seller.token, `${noSku}\nx`)).json());
    expect(header.errors).toEqual([{ row: 1, column: 'sku', group: '', message: C.columnMissing }]);
    const empty = listingCsvResultSchema.parse((await upload(seller.token, `${csvOf([])}\n,,,\n`)).json());
    expect(empty.errors).toEqual([{ row: 2, column: null, group: '', message: C.empty }]);
    const noGroup = listingCsvResultSchema.parse(
      (await upload(seller.token, csvOf([{ ...product('', 'No group'), ...variant('NG-1', 'M') }]))).json(),
    );
    expect(noGroup.errors).toEqual([{ row: 2, column: 'group', group: '', message: C.groupRequired }]);

    const tooMany = await upload(seller.token, csvOf(Array.from({ length: 2001 }, () => ({ group: 'X' }))));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ error: C.tooManyRows });
    const tooLarge = await upload(seller.token, 'x'.repeat(2 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    const broken = await upload(seller.token, `${csvOf([])}\n"unclosed,quote`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: C.notCsv });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/seller-portal/listings/upload',
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { csv: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('the template is the header and an example that imports cleanly on a dry run', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/seller-portal/listings/upload/template',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe(listingCsvTemplate());
    const dry = listingCsvResultSchema.parse((await upload(seller.token, res.body, '?dryRun=true')).json());
    expect(dry).toMatchObject({ errors: [], imported: { listings: 1, variants: 2 } });
  });

  it('needs a session of an approved seller', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/seller-portal/listings/upload',
      headers: { 'content-type': 'text/csv' },
      payload: listingCsvTemplate(),
    });
    expect(anonymous.statusCode).toBe(401);
    const pending = await signUpSeller(t, 43);
    expect((await upload(pending.token, listingCsvTemplate(), '?dryRun=true')).statusCode).toBe(403);
  });
});
