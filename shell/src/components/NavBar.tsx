import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import boxArrowRight from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw';
import mortarboard from 'bootstrap-icons/icons/mortarboard-fill.svg?raw';
import { Icon } from '@elearning/remote-kit';

export type NavTheme = 'light' | 'dark-blue';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/question', label: 'Ask Question' },
  { to: '/login', label: 'Login' },
  { to: '/signup', label: 'Signup' },
  { to: '/contact', label: 'Contact Us' },
] as const;

/** Only for teachers (GET /auth/me); the backend checks the role again on every call. */
const TEACHER_LINK = { to: '/teacher', label: 'Teacher' } as const;

interface NavBarProps {
  theme: NavTheme;
  profileUrl: string;
  isTeacher: boolean;
  /** Teacher answers and contact replies the student has not seen: a count on Ask Question. */
  unseenReplies: number;
  onLogout(): void;
}

export function NavBar({ theme, profileUrl, isTeacher, unseenReplies, onLogout }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const dark = theme === 'dark-blue';
  return (
    <nav
      className={`navbar navbar-expand-lg shell-nav ${dark ? 'navbar-dark shell-nav-dark-blue' : 'bg-white shell-nav-light'}`}
      aria-label="Main"
    >
      <div className="container">
        {/* The required brand link (docs/requirements.md#navigation-and-footer) goes to /index, which redirects home. */}
        <Link
          className="navbar-brand fw-bold d-flex align-items-center gap-2"
          to="/index"
          onClick={() => setOpen(false)}
        >
          <Icon svg={mortarboard} className="shell-icon shell-brand-icon" />
          E-Learning
        </Link>
        <button
          className="navbar-toggler"
          type="button"
          aria-controls="shell-nav-links"
          aria-expanded={open}
          aria-label="Toggle navigation"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div className={`collapse navbar-collapse ${open ? 'show' : ''}`} id="shell-nav-links">
          <ul className="navbar-nav ms-auto mb-2 mb-lg-0 align-items-lg-center">
            {(isTeacher ? [...LINKS, TEACHER_LINK] : LINKS).map(({ to, label }) => (
              <li className="nav-item" key={to}>
                <NavLink className="nav-link" to={to} end={to !== '/teacher'} onClick={() => setOpen(false)}>
                  {label}
                  {to === '/question' && unseenReplies > 0 ? (
                    <span className="shell-count text-bg-danger ms-1">
                      {unseenReplies}
                      <span className="visually-hidden"> new replies from teachers</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li className="nav-item">
              <a
                className="nav-link"
                href={profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Professional profile (opens in a new tab)"
                title="Professional profile"
              >
                <Icon svg={linkedin} className="shell-icon" />
              </a>
            </li>
            <li className="nav-item ms-lg-2">
              <button
                type="button"
                className={`btn btn-sm ${dark ? 'btn-outline-light' : 'btn-outline-primary'} d-inline-flex align-items-center gap-1`}
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                <Icon svg={boxArrowRight} className="shell-icon" /> Logout
              </button>
            </li>
          </ul>
        </div>
      </div>
    </nav>
  );
}
