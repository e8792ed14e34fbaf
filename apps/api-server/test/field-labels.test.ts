// Every request field of every contract endpoint, nested ones included, has a Chinese label, so
// a validation message never shows a raw field name; a new endpoint without labels fails here.
import { allEndpoints, endpointById } from '@bht/api-client/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpointLabelOverrides, fieldLabel, knownFieldLabel } from '../src/http/field-labels';

type Path = readonly PropertyKey[];

/** The path of every field a request schema accepts (a list's items at position 0). */
function fieldPaths(
  schema: z.core.$ZodType,
  path: Path = [],
  seen = new Set<z.core.$ZodType>(),
): Path[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (...schemas: unknown[]) =>
    schemas.flatMap((s) => fieldPaths(s as z.core.$ZodType, path, seen));
  switch (def.type) {
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([name, field]) => [
          [...path, name],
          ...fieldPaths(field, [...path, name], seen),
        ]),
        ...(def.catchall ? inner(def.catchall) : []),
      ];
    case 'array':
      return fieldPaths(def.element as z.core.$ZodType, [...path, 0], seen);
    case 'record':
      // Its issues would carry the caller's keys, which no label table can name.
      throw new Error(
        `${path.join('.')}: a record in a request cannot be labelled; declare its fields`,
      );
    case 'tuple':
      return (def.items as z.core.$ZodType[]).flatMap((item, i) =>
        fieldPaths(item, [...path, i], seen),
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in, def.out);
    case 'union':
      return inner(...(def.options as unknown[]));
    case 'intersection':
      return inner(def.left, def.right);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      return [];
  }
}

const HAS_CHINESE = /[\u4e00-\u9fa5]/;

describe('field labels', () => {
  it('finds the fields of nested schemas too (the walk itself)', async () => {
    const { z } = await import('zod');
    const nested = z.object({
      a: z.string(),
      b: z.array(z.object({ c: z.coerce.number().optional() })).default([]),
      d: z.preprocess(String, z.object({ e: z.string() })),
    });
    expect(fieldPaths(nested)).toEqual([['a'], ['b'], ['b', 0, 'c'], ['d'], ['d', 'e']]);
  });

  it.each(allEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: every request field has a Chinese label',
    (_id, endpoint) => {
      const unlabelled = fieldPaths(endpoint.request)
        .map((path) => ({ path: path.join('.'), label: knownFieldLabel(path, endpoint.id) }))
        .filter(({ label }) => !HAS_CHINESE.test(label ?? ''));
      expect(unlabelled).toEqual([]);
    },
  );

  it('endpoint-specific labels name real endpoints and fields of them', () => {
    for (const [id, labels] of Object.entries(endpointLabelOverrides)) {
      const endpoint = endpointById.get(id);
      expect(endpoint, id).toBeDefined();
      const names = new Set(fieldPaths(endpoint!.request).map((path) => path.at(-1)));
      for (const name of Object.keys(labels)) expect(names, `${id}.${name}`).toContain(name);
    }
  });

  it('names a list item by its position', () => {
    expect(fieldLabel(['attachments', 2])).toBe('附件第 3 项');
    expect(fieldLabel(['name'], 'firm.saveCertificate')).toBe('证书名称');
    expect(fieldLabel(['name'])).toBe('名称');
    // A name no request declares is never shown as it is (it may come from anywhere, e.g. order_sn[x]).
    expect(fieldLabel(['order_sn[x]'])).toBe('参数');
  });
});
