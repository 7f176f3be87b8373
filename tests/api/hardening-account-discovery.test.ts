import { describe, expect, it } from 'vitest';
import { makeUser, uniqueName } from '../support/factories';
import { oidcForumForFile } from '../support/oidc-forum';

// Issue 13, finding 9: the social sign-in's username step, where a member with no confirmed address from the
// provider (X) types one, answered "Username or email already exists" for an address another account uses,
// and signed in at once otherwise: a way to find out who is a member. It now answers the same either way
// and mails a link to the address; only the link, opened in the same browser, creates the account
// (docs/decisions/019-sign-in-hardening.md).

const forum = oidcForumForFile();

async function chooseUsername(email: string) {
  const browser = forum.newBrowser();
  const login = uniqueName('x');
  const step = await browser.signIn('twitter', login, '/threads');
  const res = await browser.post('/api/auth/oauth/sign-up', {
    ticket: step.fragment.get('ticket'),
    username: login,
    email,
    acceptedGuidelines: true,
  });
  return { browser, login, res };
}

async function lastMailTo(address: string) {
  return forum.t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

describe('the username step answers the same whether or not an account has the address', () => {
  it('a taken and a free address get the same status and text', async () => {
    const { user: member } = await makeUser(forum.t.database.db);
    const taken = await chooseUsername(member.email);
    const freeAddress = `${uniqueName('free')}@mail.example`;
    const free = await chooseUsername(freeAddress);
    expect(taken.res.statusCode).toBe(free.res.statusCode);
    expect(taken.res.body.replace(member.email, 'ADDRESS')).toBe(
      free.res.body.replace(freeAddress, 'ADDRESS'),
    );
    expect(free.res.statusCode).toBe(202);
    // Nothing was created for either yet: a username check cannot tell them apart.
    for (const name of [taken.login, free.login]) {
      expect((await forum.t.call('GET', `/api/users/${name}/profile`)).statusCode).toBe(404);
    }
  });

  it('the free address gets a link that creates the account in this browser only', async () => {
    const address = `${uniqueName('new')}@mail.example`;
    const { browser, login } = await chooseUsername(address);
    const mail = await lastMailTo(address);
    const code = mail?.text_body.match(/\/auth\/callback#code=([A-Za-z0-9_-]+)/)?.[1];
    expect(code).toBeTruthy();
    const thief = forum.newBrowser();
    await thief.start('twitter');
    expect((await thief.post('/api/auth/exchange', { code })).json().code).toBe('CODE_INVALID');
    const done = await browser.post('/api/auth/exchange', { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ returnTo: '/threads', user: { username: login, email: address } });
    expect((await browser.post('/api/auth/exchange', { code })).json().code).toBe('CODE_INVALID');
    // The identity is linked: the next sign-in with X goes straight in.
    const again = await browser.signIn('twitter', login);
    expect(again.fragment.get('code')).toBeTruthy();
  });

  it("the taken address's owner is told instead, and no account is made", async () => {
    const { user: member } = await makeUser(forum.t.database.db);
    const { login } = await chooseUsername(member.email);
    const notice = await lastMailTo(member.email);
    expect(notice?.text_body).toContain('already has an account');
    expect(notice?.text_body).not.toMatch(/#code=/);
    const users = await forum.t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', login)
      .execute();
    expect(users).toEqual([]);
  });
});
