// The insurers' guarantee insurance products (insurance_products) and their quotes: the premium is
// always the insurer's quote for the project's bid bond (the sum insured), asked when the products
// are listed and again when a proposal is made, so what the enterprise saw is what it is charged.
import {
  bondRangeText,
  coversBond,
  insuranceGetProducts,
  type insuranceProductSchema,
} from '@bht/api-client/contract';
import { formatMoney } from '@bht/validators';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { insuranceProducts } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import type { Insurer, InsurerProvider } from '../../providers/insurer/insurer-provider';
import { findProject } from '../letters/application-rules';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import { isOpen } from '../projects/project-view';
import type { ProjectRow } from '../../db/rows';

export type ProductRow = typeof insuranceProducts.$inferSelect;

export const PROJECT_CLOSED_FOR_INSURANCE = '该项目已截止投标，不能投保';
export const PRODUCT_NOT_FOUND = '保险产品不存在';
export const PRODUCT_WITHDRAWN = '该保险产品已停售，请选择其他产品';

/** The project, or 404; 409 unless it still takes bids (status 1, deadline ahead). */
export async function findOpenProject(db: Db, projectId: number): Promise<ProjectRow> {
  const project = await findProject(db, projectId);
  if (!isOpen(project)) throw conflict(PROJECT_CLOSED_FOR_INSURANCE);
  return project;
}

/** A product on sale, or 404 / 409. */
export async function findProductOnSale(db: Db, productId: number): Promise<ProductRow> {
  const [product] = await db
    .select()
    .from(insuranceProducts)
    .where(eq(insuranceProducts.id, productId))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (product.status !== 1) throw conflict(PRODUCT_WITHDRAWN);
  return product;
}

const rangeOf = (row: ProductRow) => ({
  min_sum_insured: row.minSumInsured,
  max_sum_insured: row.maxSumInsured,
});

/** 400 on `product_id` unless the product covers the project's bid bond (e.g. a large-bond product for a small bond). */
export function assertCoversBond(product: ProductRow, bidBond: string): void {
  if (!coversBond(rangeOf(product), bidBond))
    throw fieldError(
      'product_id',
      `该保险产品适用于投标保证金 ${bondRangeText(rangeOf(product))}的项目，本项目投标保证金为 ${formatMoney(bidBond)} 元，请选择其他产品`,
    );
}

/** The insurer's premium for insuring `sumInsured` under `product`. */
export async function quoteOf(
  insurer: InsurerProvider,
  product: ProductRow,
  sumInsured: string,
): Promise<string> {
  const { premium } = await insurer.quote(
    {
      insurer: product.insurer as Insurer,
      premiumRate: product.premiumRate,
      minPremium: product.minPremium,
    },
    sumInsured,
  );
  return premium;
}

const toProductView = (
  row: ProductRow,
  premium: string,
): z.output<typeof insuranceProductSchema> => ({
  id: row.id,
  insurer: row.insurer as Insurer,
  insurer_name: row.insurerName,
  name: row.name,
  description: row.description,
  premium_rate: row.premiumRate,
  min_premium: row.minPremium,
  ...rangeOf(row),
  premium,
});

export const getProductsHandler = implement(
  insuranceGetProducts,
  async ({ project_id }, { db, caller, providers }) => {
    assertOrderPermission(caller);
    const project = await findOpenProject(db, project_id);
    const rows = await db
      .select()
      .from(insuranceProducts)
      .where(eq(insuranceProducts.status, 1))
      .orderBy(asc(insuranceProducts.id));
    return Promise.all(
      rows
        .filter((row) => coversBond(rangeOf(row), project.bidBondAmount))
        .map(async (row) =>
          toProductView(row, await quoteOf(providers.insurer, row, project.bidBondAmount)),
        ),
    );
  },
);
