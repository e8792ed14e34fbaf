// The enterprise's postal address book (/api/address/*) through HTTP and the database: scoped to
// the caller's enterprise, shared by its accounts, at most MAX_ADDRESSES entries, exactly one
// default (the first entry, then whichever is chosen; deleting it hands it on), validation in
// Chinese naming the field, and concurrent writes that keep both rules.
import {
  addressAdd,
  addressDelete,
  addressEdit,
  addressGetList,
  MAX_ADDRESSES,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseAddresses } from '../src/db/schema';
import { appWithEnterprises, call, tokenFor } from './enterprise-session';
import { addAddress, addressBook } from './paper-fixtures';
import type { TestApp } from './test-app';

let t: TestApp;
/** An enterprise without seeded addresses (13800000005) and its neighbour (13800000006). */
let mine: string;
let theirs: string;
let myEnterpriseId: number;
beforeAll(async () => {
  ({
    t,
    accounts: [{ token: mine, enterpriseId: myEnterpriseId }, { token: theirs }],
  } = await appWithEnterprises('13800000005', '13800000006'));
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowsOf = (enterpriseId: number) =>
  db().select().from(enterpriseAddresses).where(eq(enterpriseAddresses.enterpriseId, enterpriseId));
const defaults = async (enterpriseId: number) =>
  (await rowsOf(enterpriseId)).filter((r) => r.isDefault === 1).map((r) => r.id);
const clearBook = (enterpriseId: number) =>
  db().delete(enterpriseAddresses).where(eq(enterpriseAddresses.enterpriseId, enterpriseId));
const VALID = {
  name: '李收件',
  mobile: '13900001111',
  region: '江苏省 南京市 建邺区',
  address: '江东中路 100 号 3 楼',
};

describe('the seeded book', () => {
  it('gives the first demo enterprise one default address', async () => {
    const book = await addressBook(t, await tokenFor(t.app, '13800000001'));
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({ is_default: 1 });
  });
});

describe('address book', () => {
  it('makes the first entry the default, lists the default first, and a new default clears the old one', async () => {
    await clearBook(myEnterpriseId);
    const first = await addAddress(t, mine, { name: '第一收件' });
    expect(first).toMatchObject({ ...VALID, name: '第一收件', is_default: 1 });
    const second = await addAddress(t, mine, { name: '第二收件' });
    expect(second.is_default).toBe(0);
    expect((await addressBook(t, mine)).map((a) => a.id)).toEqual([first.id, second.id]);

    const third = await addAddress(t, mine, { name: '第三收件', is_default: '1' });
    expect(third.is_default).toBe(1);
    expect(await defaults(myEnterpriseId)).toEqual([third.id]);
    expect((await addressBook(t, mine))[0]!.id).toBe(third.id);

    const edited = (
      await call(t.app, addressEdit.path, mine, {
        ...VALID,
        id: String(second.id),
        name: '第二改名',
        is_default: '1',
      })
    ).json().data;
    expect(edited).toMatchObject({ id: second.id, name: '第二改名', is_default: 1 });
    expect(await defaults(myEnterpriseId)).toEqual([second.id]);
  });

  it('keeps the default when it is edited without the flag; deleting it hands it to the newest entry', async () => {
    await clearBook(myEnterpriseId);
    const a = await addAddress(t, mine);
    const b = await addAddress(t, mine);
    const c = await addAddress(t, mine);
    expect(
      (
        await call(t.app, addressEdit.path, mine, {
          ...VALID,
          id: String(a.id),
          address: '新的详细地址 8 号',
          is_default: '0',
        })
      ).json().data,
    ).toMatchObject({ is_default: 1, address: '新的详细地址 8 号' });
    expect((await call(t.app, addressDelete.path, mine, { id: String(a.id) })).json().code).toBe(1);
    expect(await defaults(myEnterpriseId)).toEqual([c.id]);
    expect((await call(t.app, addressDelete.path, mine, { id: String(b.id) })).json().code).toBe(1);
    expect(await defaults(myEnterpriseId)).toEqual([c.id]);
    expect((await call(t.app, addressDelete.path, mine, { id: String(c.id) })).json().code).toBe(1);
    expect(await rowsOf(myEnterpriseId)).toEqual([]);
  });

  it(`holds at most ${MAX_ADDRESSES} entries`, async () => {
    await clearBook(myEnterpriseId);
    for (let i = 0; i < MAX_ADDRESSES; i++) await addAddress(t, mine, { name: `收件人${i}` });
    const res = await call(t.app, addressAdd.path, mine, VALID);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(`最多保存 ${MAX_ADDRESSES} 个收件地址，请先删除不用的地址`);
    expect(await rowsOf(myEnterpriseId)).toHaveLength(MAX_ADDRESSES);
  });

  it('checks each field with a Chinese message naming it, writing nothing', async () => {
    await clearBook(myEnterpriseId);
    for (const [field, value, message] of [
      ['name', '', '请输入收件人姓名'],
      ['mobile', '1234', undefined],
      ['region', '', '请选择所在地区'],
      ['address', '短', '请输入详细地址（至少 5 个字）'],
      ['is_default', '2', undefined],
    ] as const) {
      const res = await call(t.app, addressAdd.path, mine, { ...VALID, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toHaveProperty(field);
      if (message) expect(res.json().msg).toBe(message);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await rowsOf(myEnterpriseId)).toEqual([]);
  });
});

describe('another enterprise', () => {
  it('sees only its own entries and cannot edit or delete mine (404), changing nothing', async () => {
    await clearBook(myEnterpriseId);
    const entry = await addAddress(t, mine);
    const before = await rowsOf(myEnterpriseId);
    expect(
      (await call(t.app, addressGetList.path, theirs)).json().data.map((a: { id: number }) => a.id),
    ).not.toContain(entry.id);
    for (const [path, fields] of [
      [addressEdit.path, { ...VALID, id: String(entry.id), name: '偷改收件人' }],
      [addressDelete.path, { id: String(entry.id) }],
    ] as const) {
      const res = await call(t.app, path, theirs, fields);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('收件地址不存在');
    }
    expect(await rowsOf(myEnterpriseId)).toEqual(before);
  });

  it('needs a log-in', async () => {
    expect((await call(t.app, addressGetList.path, undefined)).statusCode).toBe(401);
  });
});

describe('concurrent writes', () => {
  it('adds past the limit at once: exactly the limit is kept', async () => {
    await clearBook(myEnterpriseId);
    for (let i = 0; i < MAX_ADDRESSES - 2; i++) await addAddress(t, mine);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, addressAdd.path, mine, VALID)),
    );
    expect(answers.filter((r) => r.json().code === 1)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(await rowsOf(myEnterpriseId)).toHaveLength(MAX_ADDRESSES);
  });

  it('new defaults at once: exactly one default remains; first entries at once: one default', async () => {
    await clearBook(myEnterpriseId);
    await Promise.all(Array.from({ length: 4 }, () => call(t.app, addressAdd.path, mine, VALID)));
    expect(await defaults(myEnterpriseId)).toHaveLength(1);
    const entries = await rowsOf(myEnterpriseId);
    await Promise.all(
      entries.map((e) =>
        call(t.app, addressEdit.path, mine, { ...VALID, id: String(e.id), is_default: '1' }),
      ),
    );
    expect(await defaults(myEnterpriseId)).toHaveLength(1);
    const [only] = await db()
      .select()
      .from(enterpriseAddresses)
      .where(
        and(
          eq(enterpriseAddresses.enterpriseId, myEnterpriseId),
          eq(enterpriseAddresses.isDefault, 1),
        ),
      );
    expect(entries.map((e) => e.id)).toContain(only!.id);
  });
});
