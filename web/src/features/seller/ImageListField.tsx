import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_COUNT } from '@dropmall/contract';
import { useRef } from 'react';
import { UploadControl } from '../../lib/ui/UploadControl';
import type { ImageValue } from './productForm';

interface ImageListFieldProps {
  value?: ImageValue[];
  onChange?: (list: ImageValue[]) => void;
  testId: string;
}

/**
 * Carousel or detail pictures (at most 99, 1 MB each). Deleting asks first, then marks the picture
 * invalid=1 and moves it to the end, where it is no longer shown; a new picture has an empty id (spec 000 §4).
 */
export function ImageListField({ value = [], onChange, testId }: ImageListFieldProps) {
  // The newest list, kept as changes are made, so uploads finishing together do not undo each other.
  const latest = useRef(value);
  latest.current = value;
  const emit = (next: ImageValue[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const split = () => ({
    live: latest.current.filter((i) => i.invalid === 0),
    gone: latest.current.filter((i) => i.invalid !== 0),
  });
  const live = value.filter((i) => i.invalid === 0);
  const commit = (next: ImageValue[]) =>
    emit([...next.map((i, sort) => ({ ...i, invalid: 0, sort })), ...split().gone]);

  const replace = (target: ImageValue, url: string) => {
    const { live: now, gone } = split();
    const index = now.findIndex((i) => i === target || (i.id === target.id && i.imgUrl === target.imgUrl));
    if (index < 0) return;
    if (url) return commit(now.map((i, n) => (n === index ? { ...i, imgUrl: url } : i)));
    // Deleted: invalid=1, to the end.
    emit([
      ...now.filter((_, n) => n !== index).map((i, sort) => ({ ...i, sort })),
      ...gone,
      { ...target, invalid: 1, sort: now.length + gone.length },
    ]);
  };

  return (
    <div className="dm-image-list" data-testid={testId}>
      {live.map((image, index) => (
        <UploadControl
          key={`${image.id || 'new'}-${image.sort}-${image.imgUrl}`}
          value={image.imgUrl}
          onChange={(url) => replace(image, url)}
          maxBytes={PRODUCT_IMAGE_MAX_BYTES}
          scope="product"
          deletable
          deleteTips
          testId={`${testId}-${index}`}
        />
      ))}
      {live.length < PRODUCT_IMAGE_MAX_COUNT && (
        <UploadControl
          value=""
          onChange={(url) => {
            const now = split().live;
            if (url) commit([...now, { id: '', imgUrl: url, invalid: 0, sort: now.length }]);
          }}
          maxBytes={PRODUCT_IMAGE_MAX_BYTES}
          scope="product"
          testId={`${testId}-add`}
        />
      )}
    </div>
  );
}
