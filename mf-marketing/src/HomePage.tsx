import type { RemotePageProps } from '@elearning/contract';
import book from 'bootstrap-icons/icons/journal-bookmark-fill.svg?raw';
import chatDots from 'bootstrap-icons/icons/chat-dots-fill.svg?raw';
import people from 'bootstrap-icons/icons/people-fill.svg?raw';
import { Icon, ShellLink } from '@elearning/remote-kit';
import { Carousel } from './Carousel';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './marketing.css';

const FEATURES = [
  {
    icon: people,
    title: 'Human teachers',
    text: 'Experienced teachers support you when you need a person.',
  },
  {
    icon: chatDots,
    title: 'AI answers',
    text: 'Our GPT-powered chatbot answers your questions instantly.',
  },
  { icon: book, title: 'Learn your way', text: 'Study anytime, anywhere, on any device.' },
] as const;

export default function HomePage({ shell }: RemotePageProps) {
  return (
    <div className="mf-marketing">
      <section className="mf-marketing-hero py-5">
        <div className="container py-lg-4">
          <div className="row align-items-center g-4 g-lg-5">
            <div className="col-lg-6">
              <h1 className="display-5 fw-bold mb-3">The best E-learning platform</h1>
              <p className="lead text-secondary mb-4">
                Unlock Your Potential Anytime, Anywhere with our E-Learning Platform
              </p>
              <div className="d-flex flex-wrap gap-3">
                <ShellLink shell={shell} to="/contact" className="btn btn-primary btn-lg px-4">
                  Contact Us
                </ShellLink>
                <ShellLink shell={shell} to="/question" className="btn btn-outline-primary btn-lg px-4">
                  Query
                </ShellLink>
              </div>
            </div>
            <div className="col-lg-6">
              <Carousel />
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-label="Why learn with us">
        <div className="row g-4">
          {FEATURES.map((feature) => (
            <div className="col-md-4" key={feature.title}>
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body p-4">
                  <Icon svg={feature.icon} className="mf-marketing-feature-icon mb-3" />
                  <h2 className="h5">{feature.title}</h2>
                  <p className="text-secondary mb-0">{feature.text}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
