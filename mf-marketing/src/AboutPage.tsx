import { useState } from 'react';
import type { RemotePageProps } from '@elearning/contract';
import people from 'bootstrap-icons/icons/people-fill.svg?raw';
import robot from 'bootstrap-icons/icons/robot.svg?raw';
import { Icon } from '@elearning/remote-kit';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './marketing.css';

export default function AboutPage(_props: RemotePageProps) {
  const [more, setMore] = useState(false);
  return (
    <div className="mf-marketing">
      <section className="container py-5">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-6">
            <h1 className="display-6 fw-bold mb-3">About Us</h1>
            <p className="lead">
              We are an e-learning platform that pairs real teacher support with a GPT-powered chatbot, so
              every student gets help the moment a question comes up.
            </p>
            <p className="text-secondary">
              Our teachers guide you through your courses and check your progress, while the chatbot answers
              your questions instantly, day and night. Together they make learning personal, fast and
              available anywhere.
            </p>
            {more && (
              <p id="mf-marketing-about-more" className="text-secondary">
                Ask a question from any device, read the answer as it is written, and come back to your
                teachers whenever you want a human explanation. Your questions stay in your account so you can
                revise later.
              </p>
            )}
            <a
              href="#mf-marketing-about-more"
              className="btn btn-primary"
              aria-expanded={more}
              aria-controls="mf-marketing-about-more"
              onClick={(event) => {
                event.preventDefault();
                setMore((value) => !value);
              }}
            >
              {more ? 'Read Less' : 'Read More'}
            </a>
          </div>
          <div className="col-lg-6">
            <div className="row g-3">
              <div className="col-6">
                <div className="mf-marketing-stat mf-marketing-tone-blue text-white rounded-4 p-4 h-100">
                  <Icon svg={people} className="mf-marketing-feature-icon mb-2" />
                  <p className="h5 mb-1">Teacher support</p>
                  <p className="small mb-0">Guidance from people who know the subject.</p>
                </div>
              </div>
              <div className="col-6">
                <div className="mf-marketing-stat mf-marketing-tone-violet text-white rounded-4 p-4 h-100">
                  <Icon svg={robot} className="mf-marketing-feature-icon mb-2" />
                  <p className="h5 mb-1">GPT-powered chatbot</p>
                  <p className="small mb-0">Instant answers to your questions.</p>
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
