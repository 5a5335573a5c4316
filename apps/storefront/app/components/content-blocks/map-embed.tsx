import type { ContentBlockContent } from '@shop/contracts';
import { useState } from 'react';
import richText from '~/components/ui/rich-text.module.css';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { BlockHeading } from './block-heading.tsx';
import styles from './content-blocks.module.css';

type MapPlace = ContentBlockContent<'locationMapBlock'>['locations'][number]['map'];

/** Google Maps' keyless embed of a point. */
export function mapEmbedUrl({ latitude, longitude, zoom }: MapPlace): string {
  return `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}

/** Google Maps opened on the point, for directions. */
export function mapOpenUrl({ latitude, longitude }: MapPlace): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * A map that loads from Google only when the shopper asks for it (no third-party request, cookie or
 * script before that); until then the address and a link to open it in Google Maps.
 */
export function MapEmbed({ place, title, address }: { place: MapPlace; title: string; address: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe
          src={mapEmbedUrl(place)}
          title={t('blocks.map.title', { place: title })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className={styles.mapPlaceholder}>
          <Icon name="map-pin" size={32} />
          <p className={styles.mapAddress}>{address}</p>
          <button type="button" className={styles.buttonSecondary} onClick={() => setShown(true)}>
            {t('blocks.map.show')}
          </button>
          <p className={styles.mapNote}>{t('blocks.map.note')}</p>
        </div>
      )}
      <a className={styles.mapOpen} href={mapOpenUrl(place)} target="_blank" rel="noopener noreferrer">
        {t('blocks.map.open')}
        <Icon name="external" size={16} />
      </a>
    </div>
  );
}

/** The shop's places (stores, pick-up points): each with its address, notes and map. */
export function LocationMapBlock({ content }: { content: ContentBlockContent<'locationMapBlock'> }) {
  const [selected, setSelected] = useState(0);
  const location = content.locations[selected] ?? content.locations[0]!;
  return (
    <div className={styles.stack}>
      <BlockHeading>{content.title}</BlockHeading>
      <div className={styles.locations}>
        <ul className={styles.locationList} role="list">
          {content.locations.map((place, index) => (
            <li key={index}>
              <button
                type="button"
                className={cx(styles.location, index === selected && styles.locationSelected)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <span className={styles.locationName}>{place.name}</span>
                <span className={styles.locationAddress}>{place.address}</span>
              </button>
              {index === selected && place.html && (
                <div
                  className={cx(richText.richText, styles.locationNotes)}
                  dangerouslySetInnerHTML={{ __html: place.html }}
                />
              )}
            </li>
          ))}
        </ul>
        <MapEmbed key={selected} place={location.map} title={location.name} address={location.address} />
      </div>
    </div>
  );
}
