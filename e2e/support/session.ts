import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

// Accounts for end-to-end tests. Staff accounts are made by scripts/e2e-server.mjs through the operator CLI.
export const STAFF_PASSWORD = 'e2e-staff-password';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

export interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

async function api(): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

/** Registers a new member through the API and returns its session. */
export async function createMember(prefix = 'member'): Promise<Account> {
  const context = await api();
  const username = `${prefix}_${randomBytes(3).toString('hex')}`;
  const email = `${username}@example.test`;
  const password = 'member-password-1';
  const res = await context.post('/api/auth/register', { data: { username, email, password } });
  expect(res.status(), await res.text()).toBe(201);
  const json = await res.json();
  await context.dispose();
  return { username, email, password, token: json.token, user: json.user };
}

/** Signs in as the CLI-made admin or moderator. */
export async function createStaffUser(role: 'admin' | 'moderator'): Promise<Account> {
  const context = await api();
  const username = role === 'admin' ? 'e2e_admin' : 'e2e_mod';
  const res = await context.post('/api/auth/login', { data: { username, password: STAFF_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const json = await res.json();
  await context.dispose();
  return {
    username,
    email: `${username}@example.test`,
    password: STAFF_PASSWORD,
    token: json.token,
    user: json.user,
  };
}

/** Puts a session in the browser's storage the way the app keeps it (docs/product.md#data), then reloads. */
export async function signInAs(page: Page, account: Account): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/community-rules');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
  await page.reload();
}

/** Makes an API call with an account's token. */
export async function apiAs<T = unknown>(
  account: Account | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const context = await api();
  const res = await context.fetch(url, {
    method,
    headers: account ? { Authorization: `Bearer ${account.token}` } : {},
    ...(data !== undefined ? { data } : {}),
  });
  const body = (await res.json().catch(() => null)) as T;
  const status = res.status();
  await context.dispose();
  return { status, body };
}
