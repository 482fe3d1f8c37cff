'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { fieldId } from './use-wizard-step';

import type { TextFieldProps } from '@mui/material/TextField';

/** An option of a choice or a flag group. */
export interface FieldOption {
  value: number | string;
  label: string;
  /** A line under the label. */
  hint?: string;
}

interface GroupProps {
  /** The field's name (its input ids derive from it). */
  name: string;
  legend: string;
  options: readonly FieldOption[];
  /** The problem text, shown under the group. */
  error: string | undefined;
  onBlur: () => void;
}

function OptionLabel({ option }: { option: FieldOption }) {
  return option.hint === undefined ? (
    option.label
  ) : (
    <span>
      {option.label}
      <Typography
        component="span"
        variant="body2"
        sx={{ display: 'block', color: 'text.secondary' }}
      >
        {option.hint}
      </Typography>
    </span>
  );
}

/**
 * One choice of a few (radio buttons in a fieldset with a legend; arrow keys move the choice).
 * The first radio carries the field's id, so the error summary can focus it.
 */
export function ChoiceField({
  name,
  legend,
  options,
  error,
  onBlur,
  value,
  onChange,
}: GroupProps & { value: number | string | null; onChange: (value: string) => void }) {
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value === null ? '' : String(value)}
        onChange={(_, next) => onChange(next)}
        onBlur={onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio id={index === 0 ? fieldId(name) : undefined} />}
            label={<OptionLabel option={option} />}
            sx={{ py: 0.5, alignItems: option.hint === undefined ? 'center' : 'flex-start' }}
          />
        ))}
      </RadioGroup>
      {error !== undefined ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/**
 * Several choices combined as bit flags (§3 genders, occupations, languages): checkboxes in a
 * fieldset. `exclusive` names a flag that stands alone (NotImportant): ticking it clears the
 * others, ticking another clears it.
 */
export function FlagsField({
  name,
  legend,
  options,
  error,
  onBlur,
  value,
  onChange,
  exclusive,
  columns = 1,
}: GroupProps & {
  value: number;
  onChange: (value: number) => void;
  exclusive?: number;
  columns?: number;
}) {
  const toggle = (flag: number, checked: boolean) => {
    if (!checked) return onChange(value & ~flag);
    if (flag === exclusive) return onChange(flag);
    return onChange((exclusive === undefined ? value : value & ~exclusive) | flag);
  };
  return (
    <FormControl component="fieldset" error={error !== undefined}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {legend}
      </FormLabel>
      <FormGroup
        onBlur={onBlur}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        }}
      >
        {options.map((option, index) => {
          const flag = Number(option.value);
          return (
            <FormControlLabel
              key={option.value}
              control={
                <Checkbox
                  id={index === 0 ? fieldId(name) : undefined}
                  checked={(value & flag) === flag && flag !== 0}
                  onChange={(_, checked) => toggle(flag, checked)}
                />
              }
              label={option.label}
            />
          );
        })}
      </FormGroup>
      {error !== undefined ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A yes/no field: one checkbox with its label. */
export function CheckField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox id={fieldId(name)} checked={value} onChange={(_, checked) => onChange(checked)} />
      }
      label={label}
    />
  );
}

/**
 * A text input of the wizard: label, the problem text in place of the hint while there is one,
 * and the field's id for the error summary.
 */
export function TextInput({
  name,
  error,
  hint,
  value,
  onValue,
  ...props
}: Omit<TextFieldProps, 'error' | 'value' | 'onChange' | 'name'> & {
  name: string;
  error: string | undefined;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <TextField
      {...props}
      id={fieldId(name)}
      name={name}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
      fullWidth
    />
  );
}
