import { containerUrl } from '../src/remotes';

describe('containerUrl', () => {
  test('the container beside a configured mf-manifest.json, on this origin or another', () => {
    expect(containerUrl('/mf/auth/mf-manifest.json').href).toBe(`${location.origin}/mf/auth/remoteEntry.js`);
    expect(containerUrl('https://cdn.example.com/auth/v2/mf-manifest.json').href).toBe(
      'https://cdn.example.com/auth/v2/remoteEntry.js',
    );
  });

  test('a configured script is the container itself', () => {
    expect(containerUrl('https://cdn.example.com/auth/remoteEntry.js?v=3').href).toBe(
      'https://cdn.example.com/auth/remoteEntry.js?v=3',
    );
  });
});
