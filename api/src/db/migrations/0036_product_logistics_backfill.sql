-- Products made before the logistics fields get plausible ones, as the demo seed gives its products
-- (api/src/db/seed/catalog/logistics.ts): the box, HS code and send time of their category (a third-level
-- entry first, else the top level's), declaration names from their third-level category, made in China.
-- Weights stay as they were. Re-saving such a product then passes the new rules.
WITH "logistics" ("level", "name", "hs", "l", "w", "h", "days") AS (VALUES
  (1, 'Women''s Clothing', '620442', 30, 25, 4, 3),
  (1, 'Men''s Clothing', '610910', 32, 26, 4, 3),
  (1, 'Shoes', '640411', 34, 22, 13, 4),
  (1, 'Bags & Luggage', '420222', 42, 32, 16, 4),
  (1, 'Jewelry & Watches', '711719', 12, 10, 6, 2),
  (1, 'Beauty & Health', '330499', 15, 10, 8, 3),
  (1, 'Phones & Accessories', '392690', 18, 11, 3, 2),
  (1, 'Consumer Electronics', '851830', 22, 18, 9, 3),
  (1, 'Computer & Office', '847160', 45, 20, 6, 3),
  (1, 'Home & Garden', '630492', 40, 30, 15, 5),
  (1, 'Tools & Home Improvement', '846721', 35, 28, 10, 5),
  (1, 'Kitchen & Dining', '732393', 30, 22, 12, 4),
  (1, 'Sports & Outdoors', '950691', 60, 15, 15, 5),
  (1, 'Toys & Hobbies', '950300', 28, 20, 12, 3),
  (1, 'Mother & Kids', '392490', 20, 12, 10, 3),
  (1, 'Pet Supplies', '630790', 45, 35, 12, 5),
  (1, 'Automotive', '870829', 16, 12, 8, 3),
  (3, 'Suitcases', '420212', 70, 48, 28, 5),
  (3, 'Laptops', '847130', 42, 30, 7, 3),
  (3, 'Tents', '630622', 55, 18, 18, 5),
  (3, 'Dumbbells', '950691', 36, 14, 14, 5)
),
"picked" AS (
  SELECT p."id",
    coalesce(l3."hs", l1."hs") AS "hs",
    coalesce(l3."l", l1."l", 20) AS "l",
    coalesce(l3."w", l1."w", 15) AS "w",
    coalesce(l3."h", l1."h", 10) AS "h",
    coalesce(l3."days", l1."days", 3) AS "days",
    -- Declaration systems take printable ASCII in the English name, Chinese characters in the Chinese one.
    nullif(regexp_replace(coalesce(c3."name_en", ''), '[^ -~]', '', 'g'), '') AS "name_en",
    CASE WHEN c3."name_zh" ~ '[一-鿿]' THEN c3."name_zh" END AS "name_zh"
  FROM "products" p
  LEFT JOIN "categories" c1 ON c1."id" = p."category_id"
  LEFT JOIN "categories" c3 ON c3."id" = p."category3_id"
  LEFT JOIN "logistics" l1 ON l1."level" = 1 AND l1."name" = c1."name_en"
  LEFT JOIN "logistics" l3 ON l3."level" = 3 AND l3."name" = c3."name_en"
  WHERE p."declare_name_en" IS NULL
)
UPDATE "products" p SET
  "length_cm" = coalesce(p."length_cm", picked."l"),
  "width_cm" = coalesce(p."width_cm", picked."w"),
  "height_cm" = coalesce(p."height_cm", picked."h"),
  "declare_name_en" = left(coalesce(picked."name_en", 'General merchandise'), 100),
  "declare_name_zh" = coalesce(p."declare_name_zh", left(coalesce(picked."name_zh", '日用百货'), 50)),
  "origin_country_code" = coalesce(p."origin_country_code", 'CN'),
  "hs_code" = coalesce(p."hs_code", picked."hs"),
  "send_days" = coalesce(p."send_days", picked."days")
FROM "picked"
WHERE picked."id" = p."id";
