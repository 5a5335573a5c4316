import { BLANK_MESSAGE, customerUpdateBodySchema, type Violation } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * PUT and PATCH /customers/{id} before the schema runs: when the body breaks the schema, the answer also names
 * the company's name and code a company account lacks with the values kept (a partial update leaves fields
 * out), so the account details form learns every problem in one 422 (docs/adr/0032). A body the schema takes
 * goes on to the service, which checks it with the kept values as before.
 */
export async function checkProfileUpdate(
  db: Database,
  request: FastifyRequest,
  customerId: number,
): Promise<void> {
  const parsed = customerUpdateBodySchema.safeParse(request.body);
  if (parsed.success) return;
  const violations: Violation[] = parsed.error.issues.map((issue) => {
    const params = (issue as { params?: { code?: unknown } }).params;
    return {
      propertyPath: issue.path.map(String).join('.'),
      message: issue.message,
      code: typeof params?.code === 'string' ? params.code : issue.code,
    };
  });
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const [kept] = await db
    .select({
      isCompany: customers.isCompany,
      companyName: customers.companyName,
      companyCode: customers.companyCode,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const isCompany = 'isCompany' in body ? body.isCompany === true : kept?.isCompany === true;
  if (isCompany) {
    for (const field of ['companyName', 'companyCode'] as const) {
      const value = field in body ? text(body[field]) : (kept?.[field] ?? null);
      if (value === null) violations.push({ propertyPath: field, message: BLANK_MESSAGE, code: 'blank' });
    }
  }
  const firstPerField = new Map<string, Violation>();
  for (const found of violations) {
    if (!firstPerField.has(found.propertyPath)) firstPerField.set(found.propertyPath, found);
  }
  throw new ViolationError([...firstPerField.values()]);
}
