import { type Choice, imageSize, isReachable, type VariantLike } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';

interface VariantPickerProps {
  labels: string[];
  values: string[][];
  variants: VariantLike[];
  choice: Choice;
  /** Choosing the chosen value clears it (contract `toggleChoice`). */
  onToggle: (index: number, value: string) => void;
  swatches?: (string | undefined)[][];
}

/**
 * One row of options per attribute (spec 000 §4): an option that no variant reaches together with the
 * other current choices is disabled.
 */
export function VariantPicker({ labels, values, variants, choice, onToggle, swatches }: VariantPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="dm-variants" data-testid="variant-picker">
      {labels.map((label, index) => (
        <fieldset key={label} className="dm-variants__row">
          <legend className="dm-variants__label">
            {label}
            {choice[index] && <span className="dm-variants__chosen">: {choice[index]}</span>}
          </legend>
          <div className="dm-variants__options">
            {(values[index] ?? []).map((value, valueIndex) => {
              const chosen = choice[index] === value;
              const reachable = isReachable(variants, choice, index, value);
              const swatch = swatches?.[index]?.[valueIndex];
              return (
                <button
                  key={value}
                  type="button"
                  className={chosen ? 'dm-variants__option is-chosen' : 'dm-variants__option'}
                  aria-pressed={chosen}
                  disabled={!reachable}
                  title={reachable ? value : t('detail.unavailable', { value })}
                  onClick={() => onToggle(index, value)}
                >
                  {swatch && (
                    <img
                      className="dm-variants__swatch"
                      src={imageSize(swatch, 100)}
                      alt=""
                      width={28}
                      height={28}
                    />
                  )}
                  <span>{value}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
