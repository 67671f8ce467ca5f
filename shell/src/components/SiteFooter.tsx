import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SiteConfig } from '../config';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import facebook from 'bootstrap-icons/icons/facebook.svg?raw';
import github from 'bootstrap-icons/icons/github.svg?raw';
import instagram from 'bootstrap-icons/icons/instagram.svg?raw';
import telephone from 'bootstrap-icons/icons/telephone.svg?raw';
import twitterX from 'bootstrap-icons/icons/twitter-x.svg?raw';
import youtube from 'bootstrap-icons/icons/youtube.svg?raw';
import { Icon } from '@elearning/remote-kit';

const SOCIAL = [
  { icon: facebook, label: 'Facebook', href: 'https://www.facebook.com/' },
  { icon: twitterX, label: 'X (Twitter)', href: 'https://x.com/' },
  { icon: instagram, label: 'Instagram', href: 'https://www.instagram.com/' },
  { icon: youtube, label: 'YouTube', href: 'https://www.youtube.com/' },
  { icon: github, label: 'GitHub', href: 'https://github.com/' },
];

/** Shown on Subscribe: the newsletter calls nothing (docs/requirements.md#navigation-and-footer), so nothing is sent. */
export const NEWSLETTER_NOT_OPEN = 'Newsletter sign-up opens soon — nothing was sent.';

export function SiteFooter({ contact }: { contact: SiteConfig['contact'] }) {
  // The newsletter box is not wired to any call (spec): Subscribe says so instead of pretending.
  const [noted, setNoted] = useState(false);
  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    setNoted(true);
  };
  return (
    <footer className="shell-footer text-light pt-5 pb-4 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase fw-bold mb-3">E-Learning</h2>
            <p className="small mb-0 shell-muted">
              Human teachers and a GPT-powered chatbot help you learn anytime, anywhere.
            </p>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase fw-bold mb-3">Quick links</h2>
            <ul className="list-unstyled small mb-0 d-grid gap-1">
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/about">About</Link>
              </li>
              <li>
                <Link to="/question">Ask Question</Link>
              </li>
              <li>
                <Link to="/contact">Contact Us</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy</Link>
              </li>
            </ul>
          </div>
          <div className="col-12 col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase fw-bold mb-3">Contact</h2>
            <ul className="list-unstyled small mb-0 d-grid gap-2">
              <li className="d-flex align-items-center gap-2">
                <Icon svg={telephone} className="shell-icon" />
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
              </li>
              <li className="d-flex align-items-center gap-2">
                <Icon svg={envelope} className="shell-icon" />
                <a className="text-break" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
            </ul>
          </div>
          <div className="col-12 col-md-6 col-lg-3">
            <h2 className="h6 text-uppercase fw-bold mb-3">Newsletter</h2>
            <form className="d-flex gap-2" onSubmit={subscribe} noValidate>
              <label htmlFor="newsletter-email" className="visually-hidden">
                Email for the newsletter
              </label>
              <input
                id="newsletter-email"
                type="email"
                className="form-control form-control-sm"
                placeholder="Your email"
              />
              <button type="submit" className="btn btn-primary btn-sm">
                Subscribe
              </button>
            </form>
            <p className="small mt-2 mb-0 shell-muted" role="status">
              {noted ? NEWSLETTER_NOT_OPEN : ''}
            </p>
          </div>
        </div>
        <hr className="border-secondary my-4" />
        <div className="d-flex flex-column flex-sm-row justify-content-between align-items-center gap-3 small">
          <span className="shell-muted">© {new Date().getFullYear()} E-Learning. All rights reserved.</span>
          <ul className="list-unstyled d-flex gap-3 mb-0 fs-5">
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  aria-label={item.label}
                  title={item.label}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon svg={item.icon} className="shell-icon" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
