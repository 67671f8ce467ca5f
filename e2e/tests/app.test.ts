import type { Browser, Page } from 'playwright-core';
import { REMOTES } from '@elearning/deployment/remotes.cjs';
import { BASE_URL, launchBrowser, openPage, setRemoteDown, uniqueEmail } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
/** The page's errors but responses' statuses (Chromium logs each 4xx/5xx response as an error). */
const scriptErrors = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));
/** Once the shell has taken over the document (decision 0009). */
const hydrated = (page: Page) => page.locator('#root[data-hydrated]').waitFor();
/** Home and About start the shell on the visitor's first move (decision 0009): move, then wait for it. */
async function startShell(page: Page) {
  await page.mouse.move(5, 5);
  await hydrated(page);
}

async function signUp(page: Page, email: string, password = 'Secret#Harbor-2026') {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone').fill('+15550102030');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

describe('routes', () => {
  test.each([
    ['/', 'The best E-learning platform'],
    ['/about', 'About Us'],
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
    ['/contact', 'Contact Us'],
    ['/no-such-page', 'Page not found'],
  ])('%s shows its heading and fits a phone screen without sideways scrolling', async (path, name) => {
    const { context, page } = await openPage(browser);
    await page.goto(path);
    await heading(page, name).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect(overflow()).resolves.toBe(0);
    await context.close();
  });

  test('/index redirects home and the current item is marked active', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/index');
    await heading(page, 'The best E-learning platform').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await heading(page, 'Contact Us').waitFor();
    await expect(nav.getByRole('link', { name: 'Contact Us' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBeNull();
    await context.close();
  });
});

describe('session', () => {
  test('/question without a token: "Login first" and a redirect to /login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/question');
    await alertWith(page, 'Login first').waitFor();
    await heading(page, 'Login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  test('sign-up stores the token and lands on /question; the same email again shows the server warning', async () => {
    const email = uniqueEmail('signup');
    const { context, page } = await openPage(browser);
    await signUp(page, email);
    await page.waitForURL('**/question');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toEqual(expect.any(String));
    expect(token!.length).toBeGreaterThan(10);

    await page.evaluate(() => localStorage.clear());
    await signUp(page, email);
    const warning = page.locator('.alert-warning[role="alert"]');
    await warning.first().waitFor();
    expect((await warning.first().textContent())?.trim().length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
    // One warning is removed every 5 s until none remain.
    await warning.first().waitFor({ state: 'detached', timeout: 12_000 });
    await context.close();
  });

  test('login: wrong password "You can not login.", right one "You are successful login." on /question; logout', async () => {
    const email = uniqueEmail('login');
    const { context, page } = await openPage(browser);
    await signUp(page, email, 'Right#Harbor-2026');
    await page.waitForURL('**/question');
    await page.evaluate(() => localStorage.clear());

    await page.goto('/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await alertWith(page, 'You can not login.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Password').fill('Right#Harbor-2026');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/question');
    await alertWith(page, 'You are successful login.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toEqual(expect.any(String));

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // 'Login first' is for arriving at /question without a token, not for logging out there.
    expect(await alertWith(page, 'Login first').count()).toBe(0);
    await context.close();
  });
});

test('contact: sending a query shows "Your query has been successfully submitted."', async () => {
  const { context, page } = await openPage(browser);
  await page.goto('/contact');
  await page.getByLabel('Your Name').fill('Grace Hopper');
  await page.getByLabel('Your Email').fill(uniqueEmail('contact'));
  await page.getByPlaceholder('Message to us...').fill('When does the next course start?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await alertWith(page, 'Your query has been successfully submitted.').waitFor();
  // Spec: the fields are not reset.
  expect(await page.getByLabel('Your Name').inputValue()).toBe('Grace Hopper');
  await context.close();
});

test('exactly one React in the page across the shell and every remote', async () => {
  const { context, page, errors } = await openPage(browser);
  // Every react-dom copy registers itself with the devtools hook: count the registrations.
  await context.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto('/');
  await heading(page, 'The best E-learning platform').waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, name] of [
    ['Login', 'Login'],
    ['Contact Us', 'Contact Us'],
    ['About', 'About Us'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await heading(page, name).waitFor();
  }
  // A real account, so the question page does not treat the session as expired.
  const created = await fetch(`${BASE_URL}/api/auth/createuser`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'One React',
      email: uniqueEmail('react'),
      phone: '+15550102030',
      password: 'Secret#Harbor-2026',
    }),
  });
  const { authToken } = (await created.json()) as { authToken: string };
  await page.evaluate((token) => localStorage.setItem('token', token), authToken);
  await nav.getByRole('link', { name: 'Ask Question', exact: true }).click();
  await page.getByText('Waiting for response').first().waitFor();
  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
  expect(errors.filter((e) => /invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
  await context.close();
});

test("one federation runtime in the page: the remotes' containers use the shell's", async () => {
  const { context, page, errors } = await openPage(browser);
  await page.goto('/');
  await heading(page, 'The best E-learning platform').waitFor();
  await startShell(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Login', exact: true }).click();
  await heading(page, 'Login').waitFor();
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts).toEqual(
    expect.arrayContaining(['/mf/marketing/remoteEntry.js', '/mf/auth/remoteEntry.js']),
  );
  // The standalone pages' copy of the runtime core is never needed behind the shell.
  expect(scripts.filter((path) => path.endsWith('/federation-runtime.js'))).toEqual([]);
  expect(
    await page.evaluate(
      () => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE,
    ),
  ).toBe('object');
  expect(scriptErrors(errors)).toEqual([]);
  await context.close();
});

describe('Home and About: prerendered, the shell started on first use (decision 0009)', () => {
  const scripts = (paths: string[]) => paths.filter((path) => path.endsWith('.js'));
  const record = (page: Page) => {
    const paths: string[] = [];
    page.on('response', (response) => paths.push(new URL(response.url()).pathname));
    return paths;
  };

  test.each(['/', '/about'])(
    '%s: only start-on-first-use.js until the visitor moves; a tap on the menu before the shell is there opens it',
    async (path) => {
      const { context, page, errors } = await openPage(browser);
      await page.setViewportSize({ width: 390, height: 844 });
      const loaded = record(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts(loaded)).toEqual([expect.stringMatching(/^\/start-on-first-use\.[0-9a-f]{8}\.js$/)]);
      expect(loaded).not.toContain('/config.json');
      const toggle = page.getByRole('button', { name: 'Toggle navigation' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      // One click, as a visitor's first: it starts the shell and is replayed once it has hydrated.
      await toggle.click();
      await hydrated(page);
      expect(loaded).toEqual(expect.arrayContaining(['/main.js', '/config.json', '/mf/marketing/remoteEntry.js']));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(scriptErrors(errors)).toEqual([]);
      await context.close();
    },
  );

  test("the shell's entry fails to load (the network drops): the next use tries again and the held tap is done", async () => {
    const { context, page } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    let attempts = 0;
    await page.route('**/main.js', (route) => (attempts++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.click();
    // The failed script is taken out of the document; nothing has hydrated.
    await page.waitForFunction(() => !document.querySelector('script[src="/main.js"]'));
    expect(attempts).toBe(1);
    expect(await page.locator('#root[data-hydrated]').count()).toBe(0);
    // Any next use (here a move) loads it again; the tap held since then opens the menu.
    await page.mouse.move(5, 5);
    await hydrated(page);
    expect(attempts).toBe(2);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await context.close();
  });

  test('a link followed before the shell is there is an ordinary page load', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Query' }).click();
    // /question without a token: the shell's guard sends the visitor to /login.
    await heading(page, 'Login').waitFor();
    const document = await page.evaluate(() => performance.getEntriesByType('navigation')[0].name);
    expect(new URL(document).pathname).toBe('/question');
    await context.close();
  });

  test('a document served without its page (the marketing slice down): the shell starts at once and shows the fallback', async () => {
    const { context, page } = await openPage(browser);
    // What both gateways serve when the fragment cannot be included: the page's place left empty.
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<div class="mf-page-mf_marketing">)[\s\S]*?(<\/div><!--\/\$--><\/main>)/,
        '$1$2',
      );
      expect(body).not.toContain('The best E-learning platform');
      await route.fulfill({ response, body });
    });
    await context.route('**/mf/marketing/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'This part of the site is not available right now' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await context.close();
  });

  test('a visitor with a stored token: the shell starts with the page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.setItem('token', 'a-stored-token'));
    const loaded = record(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(loaded).toContain('/main.js');
    await context.close();
  });
});

test.each(REMOTES.map((remote) => remote.segment))(
  "the %s slice's standalone page runs on its own federation-runtime.js",
  async (segment) => {
    const { context, page, errors } = await openPage(browser);
    const runtime = page.waitForResponse((response) =>
      response.url().endsWith(`/mf/${segment}/federation-runtime.js`),
    );
    await page.goto(`/mf/${segment}/`);
    expect((await runtime).status()).toBe(200);
    await page.locator('#root > *').first().waitFor();
    // Without a token the question and teacher pages' API calls answer 401: not this test's concern.
    expect(scriptErrors(errors)).toEqual([]);
    await context.close();
  },
);

test('a remote stopped mid-session shows its fallback with Retry while the rest keeps working', async () => {
  const { context, page } = await openPage(browser);
  const viaGateway = await setRemoteDown('contact', false);
  if (!viaGateway) {
    // Against an external deployment: make the remote unreachable at the network boundary instead.
    await context.route('**/mf/contact/**', (route) => route.abort('connectionrefused'));
  }
  await page.goto('/');
  await heading(page, 'The best E-learning platform').waitFor();
  if (viaGateway) await setRemoteDown('contact', true);
  try {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('heading', { name: 'This part of the site is not available right now' }).waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await heading(page, 'About Us').waitFor();
    await expect(page.getByRole('contentinfo').getByText('Newsletter')).toBeTruthy();

    if (viaGateway) await setRemoteDown('contact', false);
    else await context.unroute('**/mf/contact/**');
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await heading(page, 'Contact Us').waitFor();
  } finally {
    await setRemoteDown('contact', false);
    await context.close();
  }
});
