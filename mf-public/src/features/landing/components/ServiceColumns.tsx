import type { ServiceSuggestion } from '@lexa/common';
import { SERVICES } from '@lexa/common/catalogue';
import type { CSSProperties, ReactNode } from 'react';

const COLUMN_COUNT = 4;
/** Seconds for one button to scroll by: slow enough to read while it moves. */
const SECONDS_PER_SERVICE = 3;

const columns: ServiceSuggestion[][] = Array.from({ length: COLUMN_COUNT }, (_, column) =>
  SERVICES.filter((_service, index) => index % COLUMN_COUNT === column),
);

export interface ServiceColumnsProps {
  onPick(service: ServiceSuggestion): void;
  /** What sits between the second and the third column. */
  centre: ReactNode;
}

export interface ServiceColumnProps {
  services: ServiceSuggestion[];
  index: number;
  onPick(service: ServiceSuggestion): void;
}

function ServiceColumn({ services, index, onPick }: ServiceColumnProps) {
  const style = { '--lexa-landing-duration': `${services.length * SECONDS_PER_SERVICE}s` } as CSSProperties;
  // The list runs twice so the loop is seamless; the copy is hidden from assistive technology and the tab order.
  const copy = (hidden: boolean) =>
    services.map((service) => (
      <button
        key={`${hidden}-${service.label}`}
        type="button"
        className="lexa-landing-service"
        tabIndex={hidden ? -1 : undefined}
        onClick={() => onPick(service)}
      >
        {service.label}
      </button>
    ));
  return (
    <div
      className="lexa-landing-column"
      data-index={index}
      data-direction={index % 2 ? 'down' : 'up'}
      data-testid="service-column"
    >
      <div className="lexa-landing-track" style={style}>
        {copy(false)}
        <div aria-hidden="true" style={{ display: 'contents' }}>
          {copy(true)}
        </div>
      </div>
    </div>
  );
}

/** Four columns of slowly scrolling service buttons (paused on hover; still when the visitor prefers less motion). */
export function ServiceColumns({ onPick, centre }: ServiceColumnsProps) {
  return (
    <>
      <ServiceColumn services={columns[0]} index={0} onPick={onPick} />
      <ServiceColumn services={columns[1]} index={1} onPick={onPick} />
      <div className="lexa-landing-centre">{centre}</div>
      <ServiceColumn services={columns[2]} index={2} onPick={onPick} />
      <ServiceColumn services={columns[3]} index={3} onPick={onPick} />
    </>
  );
}
