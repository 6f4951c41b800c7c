import '../../../lib/ui/ui.css';

interface FilterRadiosProps {
  /** The inputs' name, one per group. */
  name: string;
  /** The group's accessible name. */
  label: string;
  testId: string;
  value: number;
  options: { value: number; label: string }[];
  onChange: (value: number) => void;
}

/**
 * One filter's choices (tag, warehouse, newest) as native radios drawn like antd's Radio.Group (ui.css):
 * the browser gives the arrow keys and the group semantics; no antd Radio on the list's first load.
 */
export function FilterRadios({ name, label, testId, value, options, onChange }: FilterRadiosProps) {
  return (
    <div role="radiogroup" aria-label={label} className="dm-radios" data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className="dm-radio">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
