// The catalogue both sides of bench/vendure-side-by-side.mjs serve: N listings of Haat's seed, taken as whole
// product groups so no product loses some of its variants, the rest deleted from Haat's database; and the same
// listings as Vendure products (one per group, one variant per listing, options from the group's variant options,
// brand/category/subcategory facets, one collection per category, prices stored in paise with GST included).
// `query` runs one SQL text with parameters on Haat's database.

/** A stable shuffle key: the same groups are chosen on every run of the same seed. */
const order = `md5(group_key)`;

/** Keeps exactly `count` published listings, whole groups first, then singles (or part of one group) to fill. */
export async function keepListings(query, count) {
  const { rows: groups } = await query(
    `select group_key, array_agg(id order by id) as ids from products
     where is_published and listing_status = 'approved' group by group_key order by ${order}`,
  );
  const keep = [];
  const left = [];
  for (const g of groups) {
    if (keep.length + g.ids.length <= count) keep.push(...g.ids);
    else left.push(g);
  }
  // Fill with whole groups that still fit (smallest first), then the first listings of one group.
  left.sort((a, b) => a.ids.length - b.ids.length);
  for (const g of left) if (keep.length + g.ids.length <= count) keep.push(...g.ids);
  const rest = left.find((g) => !g.ids.some((id) => keep.includes(id)));
  if (keep.length < count && rest) keep.push(...rest.ids.slice(0, count - keep.length));
  if (keep.length !== count) throw new Error(`the seed has ${keep.length} published listings, not ${count}`);
  // Orders are the only rows that refuse a product's deletion; a throw-away database holds no real ones.
  await query(
    `delete from orders where id in (select order_id from order_items where not (product_id = any($1)))`,
    [keep],
  );
  await query(`delete from products where not (id = any($1))`, [keep]);
  await query('vacuum analyze');
  return keep;
}

const title = (code) => code.charAt(0).toUpperCase() + code.slice(1).replace(/[-_]/g, ' ');

/**
 * What bench/vendure/vendure-server.mjs imports: tax rates, products with variants and facets, collections.
 * `categories` is Haat's GET /api/categories answer, for the names shoppers see.
 */
export async function vendureCatalogue(query, categories) {
  const names = new Map();
  for (const c of categories) {
    names.set(c.id, c.name);
    for (const s of c.subcategories ?? []) names.set(`${c.id}/${s.id}`, s.name);
  }
  const { rows } = await query(
    `select id, name, slug, description, brand, category, subcategory, group_key, variant_options, sku,
            price_paise, gst_percentage, stock
     from products order by group_key, id`,
  );
  const groups = new Map();
  for (const r of rows) groups.set(r.group_key, [...(groups.get(r.group_key) ?? []), r]);
  const products = [];
  for (const listings of groups.values()) {
    const first = listings[0];
    const codes = [...new Set(listings.flatMap((l) => Object.keys(l.variant_options ?? {})))];
    const valueOf = (l, code) => l.variant_options?.[code] ?? 'Standard';
    const categoryName = names.get(first.category) ?? title(first.category);
    products.push({
      haatIds: listings.map((l) => l.id),
      name: first.name,
      slug: first.slug,
      description: first.description,
      facets: [
        ['Brand', first.brand],
        ['Category', categoryName],
        ['Subcategory', names.get(`${first.category}/${first.subcategory}`) ?? title(first.subcategory)],
      ],
      optionGroups: codes.map((code) => ({
        name: title(code),
        values: [...new Set(listings.map((l) => valueOf(l, code)))],
      })),
      variants: listings.map((l) => ({
        sku: l.sku,
        // Rupees: Vendure's importer multiplies by 100 into its integer minor units (paise).
        price: l.price_paise / 100,
        taxCategory: `GST ${l.gst_percentage}%`,
        stock: l.stock,
        optionValues: codes.map((code) => valueOf(l, code)),
      })),
    });
  }
  const rates = [...new Set(rows.map((r) => r.gst_percentage))].sort((a, b) => a - b);
  const used = [...new Set(rows.map((r) => r.category))];
  return {
    taxRates: rates.map((percentage) => ({ name: `GST ${percentage}%`, percentage })),
    products,
    collections: used.map((id) => ({
      name: names.get(id) ?? title(id),
      slug: id,
      filters: [
        {
          code: 'facet-value-filter',
          args: { facetValueNames: [`Category:${names.get(id) ?? title(id)}`], containsAny: false },
        },
      ],
    })),
  };
}
