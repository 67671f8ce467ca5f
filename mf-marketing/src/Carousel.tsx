import { useState } from 'react';
import chevronLeft from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronRight from 'bootstrap-icons/icons/chevron-right.svg?raw';
import clock from 'bootstrap-icons/icons/clock-history.svg?raw';
import people from 'bootstrap-icons/icons/people-fill.svg?raw';
import robot from 'bootstrap-icons/icons/robot.svg?raw';
import { Icon } from '@elearning/remote-kit';

export interface Slide {
  title: string;
  text: string;
  /** SVG text of a bootstrap-icons icon. */
  icon: string;
  tone: string;
}

export const SLIDES: Slide[] = [
  {
    title: 'Teachers who answer',
    text: 'Real teachers guide you through every subject, at your pace.',
    icon: people,
    tone: 'mf-marketing-tone-blue',
  },
  {
    title: 'A GPT-powered chatbot',
    text: 'Ask anything, day or night, and get an answer in seconds.',
    icon: robot,
    tone: 'mf-marketing-tone-violet',
  },
  {
    title: 'Learn anytime, anywhere',
    text: 'Courses and answers on your phone, tablet or laptop.',
    icon: clock,
    tone: 'mf-marketing-tone-teal',
  },
];

/** Bootstrap-styled carousel driven by React (no Bootstrap JS); manual controls only, no autoplay. */
export function Carousel({ slides = SLIDES }: { slides?: Slide[] }) {
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  return (
    <section
      className="carousel slide mf-marketing-carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
    >
      <div className="carousel-inner rounded-4 shadow" aria-live="polite">
        {slides.map((slide, i) => (
          <div
            key={slide.title}
            className={`carousel-item ${i === index ? 'active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
          >
            <div
              className={`mf-marketing-slide ${slide.tone} d-flex flex-column align-items-center justify-content-center text-center text-white px-5`}
            >
              <Icon svg={slide.icon} className="mf-marketing-slide-icon mb-3" />
              <h2 className="h3 fw-bold">{slide.title}</h2>
              <p className="mb-0 lead">{slide.text}</p>
            </div>
          </div>
        ))}
      </div>
      <button className="carousel-control-prev" type="button" onClick={() => go(index - 1)}>
        <Icon svg={chevronLeft} className="mf-marketing-control" />
        <span className="visually-hidden">Previous</span>
      </button>
      <button className="carousel-control-next" type="button" onClick={() => go(index + 1)}>
        <Icon svg={chevronRight} className="mf-marketing-control" />
        <span className="visually-hidden">Next</span>
      </button>
      <div className="carousel-indicators mb-2">
        {slides.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            className={i === index ? 'active' : ''}
            aria-current={i === index}
            aria-label={`Slide ${i + 1}: ${slide.title}`}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
