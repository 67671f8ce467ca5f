import 'bootstrap/dist/css/bootstrap.min.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadSiteConfig } from './config';
import { createRemoteLoader } from './remotes';

const root = createRoot(document.getElementById('root')!);

loadSiteConfig()
  .then((config) => {
    const loadPage = createRemoteLoader(config);
    root.render(
      <BrowserRouter>
        <App config={config} loadPage={loadPage} />
      </BrowserRouter>,
    );
  })
  .catch((error: unknown) => {
    console.error('[shell] cannot start', error);
    root.render(
      <div className="container py-5" role="alert">
        <h1 className="h4">The site could not start</h1>
        <p>Its configuration could not be loaded. Please reload the page in a moment.</p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          Reload
        </button>
      </div>,
    );
  });
