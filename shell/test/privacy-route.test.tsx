import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../src/App';
import type { SiteConfig } from '../src/config';
import type { RemoteLoader } from '../src/remotes';
import { remoteRouteAt } from '../src/routes';

const config: SiteConfig = {
  apiBase: '/api',
  remotes: { mf_marketing: '/m' },
  contact: { phone: '+1 555 0100', email: 'help@example.com' },
  profileUrl: 'https://profile.example.com/me',
  firebase: null,
};

const title: Record<string, string> = { HomePage: 'The best E-learning platform', PrivacyPage: 'Privacy' };
const loader: RemoteLoader = async (remote, module) => ({
  default: () => <h1>{`${remote} ${title[module] ?? module}`}</h1>,
});

test("/privacy is the marketing slice's PrivacyPage, open to anyone", () => {
  expect(remoteRouteAt('/privacy')).toEqual({
    path: '/privacy',
    remote: 'mf_marketing',
    module: 'PrivacyPage',
  });
});

test("the footer's Privacy link opens the privacy page", async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <App config={config} loadPage={loader} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'mf_marketing The best E-learning platform' });
  const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy' });
  expect(link).toHaveAttribute('href', '/privacy');
  await userEvent.click(link);
  expect(await screen.findByRole('heading', { name: 'mf_marketing Privacy' })).toBeInTheDocument();
});
