// Standalone page for this team: the whole Bootstrap, unscoped. Exposed pages import their own
// purged, page-scoped subset instead (docs/decisions/0004-bootstrap-per-front-end.md).
import 'bootstrap/dist/css/bootstrap.min.css';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { renderStandalone } from '@elearning/remote-kit/standalone';
import TeacherConsole from './TeacherConsole';

// The shell mounts the console under its /teacher/* route; alone, it gets a router of its own.
renderStandalone((shell) => (
  <BrowserRouter>
    <Routes>
      <Route path="/*" element={<TeacherConsole shell={shell} />} />
    </Routes>
  </BrowserRouter>
));
