// Grows a seeded catalogue to `productCount` listings with one set-based INSERT (generate_series over the seed's
// products, with prices, dates, stock, flags and groups varied), adds 60 days of views and sales for one product in
// five, and analyzes. Shared by the catalogue benchmarks; `query` runs one SQL text (pg client or PGlite).

/** The INSERT … SELECT that grows the catalogue; every column is copied from a seed product unless varied. */
export async function growCatalogue(query, productCount) {
  const { rows: columns } = await query(
    // Generated columns (the search documents) are written by PostgreSQL, never inserted.
    `select column_name from information_schema.columns where table_name = 'products' and is_generated = 'NEVER' order by ordinal_position`,
  );
  const [{ count: seedCount }] = (await query(`select count(*)::int as count from products`)).rows;
  const missing = productCount - seedCount;
  if (missing <= 0) return;
  const varied = {
    id: `'bench_' || lpad(g::text, 7, '0')`,
    slug: `t.slug || '-b' || g`,
    sku: `t.sku || '-B' || g`,
    name: `t.name || case when g % 3 = 0 then ' (Pack of ' || (2 + g % 4) || ')' else '' end`,
    price_paise: `greatest(100, round(t.selling_price_paise * (0.6 + (g % 80) / 100.0))::int)`,
    selling_price_paise: `greatest(100, round(t.selling_price_paise * (0.6 + (g % 80) / 100.0))::int)`,
    mrp_paise: `greatest(100, round(t.selling_price_paise * (0.6 + (g % 80) / 100.0))::int) + round(t.mrp_paise * (0.6 + (g % 80) / 100.0))::int - round(t.selling_price_paise * (0.6 + (g % 80) / 100.0))::int`,
    stock: `(g * 7) % 40`,
    ratings_average: `(((g * 7) % 46) / 10.0)::numeric(2,1)`,
    ratings_count: `(g * 13) % 5000`,
    is_featured: `g % 40 = 0`,
    is_published: `g % 50 <> 0`,
    free_shipping: `g % 3 = 0`,
    variant_group: `case when g % 10 < 3 then 'bvg_' || (g / 10) end`,
    variant_name: `case when g % 10 < 3 then 'Option ' || (g % 10 + 1) end`,
    popularity: `0`,
    created_at: `now() - ((g % 400) || ' days')::interval - ((g * 37) % 86400 || ' seconds')::interval`,
    updated_at: `now()`,
  };
  const select = columns.map(({ column_name: c }) => varied[c] ?? `t.${c}`).join(', ');
  await query(`create temp table bench_templates as
    select row_number() over (order by id) - 1 as k, * from products`);
  await query(`insert into products (${columns.map((c) => c.column_name).join(', ')})
    select ${select}
    from generate_series(1, ${missing}) g
    join bench_templates t on t.k = g % ${seedCount}`);
  // Views and sales over 60 days for one product in five (trending and popularity read them).
  await query(`insert into product_daily_stats (product_id, day, views, sales)
    select p.id, (now() at time zone 'UTC')::date - d, abs(hashtext(p.id || d)) % 40, abs(hashtext(d || p.id)) % 3
    from products p cross join generate_series(0, 59) d
    where abs(hashtext(p.id)) % 5 = 0
    on conflict do nothing`);
  await query('analyze');
}
