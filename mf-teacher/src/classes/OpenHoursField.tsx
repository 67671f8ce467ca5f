import { DAYS } from './labels';
import { SCHOOL_DAY, type SlotDraft } from './openHours';

/**
 * When the tutor answers: always, or at set hours (one or more sets of days with a start and an
 * end, e.g. Monday to Friday 08:00 to 16:00), in the school's time zone.
 */
export function OpenHoursField({
  limited,
  slots,
  timeZone,
  onChange,
}: {
  limited: boolean;
  slots: SlotDraft[];
  timeZone: string | undefined;
  onChange(limited: boolean, slots: SlotDraft[]): void;
}) {
  const setSlot = (index: number, next: Partial<SlotDraft>) =>
    onChange(
      limited,
      slots.map((slot, at) => (at === index ? { ...slot, ...next } : slot)),
    );
  const toggleDay = (index: number, day: number, on: boolean) => {
    const days = slots[index].days.filter((d) => d !== day);
    setSlot(index, { days: on ? [...days, day].sort((a, b) => a - b) : days });
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6 mb-1">Open hours</legend>
      <div className="form-check form-check-inline">
        <input
          id="mf-teacher-hours-always"
          className="form-check-input"
          type="radio"
          name="mf-teacher-hours"
          checked={!limited}
          onChange={() => onChange(false, slots)}
        />
        <label className="form-check-label" htmlFor="mf-teacher-hours-always">
          Always
        </label>
      </div>
      <div className="form-check form-check-inline">
        <input
          id="mf-teacher-hours-set"
          className="form-check-input"
          type="radio"
          name="mf-teacher-hours"
          checked={limited}
          onChange={() => onChange(true, slots)}
        />
        <label className="form-check-label" htmlFor="mf-teacher-hours-set">
          Only at set hours
        </label>
      </div>
      {limited ? (
        <div className="mt-2">
          {slots.map((slot, index) => (
            <fieldset key={index} className="border rounded p-2 mb-2">
              <legend className="visually-hidden">Hours {index + 1}</legend>
              <div
                className="d-flex flex-wrap gap-2 mb-2"
                role="group"
                aria-label={`Days (hours ${index + 1})`}
              >
                {DAYS.map(({ day, short, long }) => {
                  const id = `mf-teacher-hours-${index}-day-${day}`;
                  return (
                    <div key={day} className="form-check form-check-inline me-1">
                      <input
                        id={id}
                        className="form-check-input"
                        type="checkbox"
                        checked={slot.days.includes(day)}
                        onChange={(event) => toggleDay(index, day, event.target.checked)}
                      />
                      <label className="form-check-label" htmlFor={id}>
                        <span aria-hidden="true">{short}</span>
                        <span className="visually-hidden">{long}</span>
                      </label>
                    </div>
                  );
                })}
              </div>
              <div className="row g-2 align-items-end">
                <div className="col-6 col-md-3">
                  <label htmlFor={`mf-teacher-hours-${index}-from`} className="form-label small mb-1">
                    From
                  </label>
                  <input
                    id={`mf-teacher-hours-${index}-from`}
                    className="form-control form-control-sm"
                    type="time"
                    value={slot.from}
                    onChange={(event) => setSlot(index, { from: event.target.value })}
                  />
                </div>
                <div className="col-6 col-md-3">
                  <label htmlFor={`mf-teacher-hours-${index}-to`} className="form-label small mb-1">
                    To
                  </label>
                  <input
                    id={`mf-teacher-hours-${index}-to`}
                    className="form-control form-control-sm"
                    type="time"
                    value={slot.to}
                    onChange={(event) => setSlot(index, { to: event.target.value })}
                  />
                </div>
                {slots.length > 1 ? (
                  <div className="col-12 col-md-auto">
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      aria-label={`Remove hours ${index + 1}`}
                      onClick={() =>
                        onChange(
                          limited,
                          slots.filter((_, at) => at !== index),
                        )
                      }
                    >
                      Remove
                    </button>
                  </div>
                ) : null}
              </div>
            </fieldset>
          ))}
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={slots.length >= 20}
            onClick={() => onChange(limited, [...slots, { ...SCHOOL_DAY, days: [] }])}
          >
            Add other hours
          </button>
        </div>
      ) : null}
      <div className="form-text">
        {limited
          ? `Outside these hours students are told when the tutor opens again. Times in the school’s time zone${timeZone ? ` (${timeZone})` : ''}; an end of 00:00 is midnight.`
          : 'The tutor answers at any time.'}
      </div>
    </fieldset>
  );
}
