'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { FieldMessages, fieldMessageIds, fieldStatus, isRequired } from './form-field.tsx';
import styles from './dropdown-field.module.css';
import { Icon } from './icon.tsx';

/**
 * One choice of a dropdown field.
 *
 * @example
 * const option: DropdownOption = { value: 'de', label: 'Deutsch' };
 */
export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

/**
 * Props of the dropdown field.
 *
 * @example
 * const props: DropdownFieldProps = { label: 'Choose language', options: [{ value: 'en', label: 'English' }] };
 */
export interface DropdownFieldProps {
  /** Visible label; it names the combobox and the list. */
  label: string;
  /** The choices, in order. */
  options: readonly DropdownOption[];
  /** Controlled value (`null`: nothing chosen). */
  value?: string | null | undefined;
  /** Value when uncontrolled. */
  defaultValue?: string | null | undefined;
  /** Called with the chosen value. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Controlled open state of the list. */
  open?: boolean | undefined;
  /** Open state when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the list opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Shown while nothing is chosen. */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  /** Shows the value; it cannot be changed, but stays focusable and readable. */
  readOnly?: boolean | undefined;
  required?: boolean | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
  /** Error message; when given the field is invalid and the message shows under it. */
  error?: string | undefined;
  /** Help text under the field. */
  hint?: string | undefined;
  /** Form field name: a hidden input carries the value in form submissions. */
  name?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * Whether the list is shown, as the field's `data-state` attribute.
 *
 * @example
 * field.dataset.state === ('open' satisfies DropdownState);
 */
export type DropdownState = 'open' | 'closed';

const TYPEAHEAD_RESET_MS = 500;
const PAGE_STEP = 10;

function step(options: readonly DropdownOption[], from: number, direction: 1 | -1, count = 1): number {
  let index = from;
  let found = from;
  for (let moved = 0; moved < count;) {
    index += direction;
    const option = options[index];
    if (option === undefined) break;
    if (!option.disabled) {
      found = index;
      moved += 1;
    }
  }
  return found;
}

function firstEnabled(options: readonly DropdownOption[]): number {
  return step(options, -1, 1);
}

function lastEnabled(options: readonly DropdownOption[]): number {
  return step(options, options.length, -1);
}

/**
 * Dropdown field (spec 2.8): a select-only combobox with a listbox, in the states disabled, invalid,
 * read-only, filled and open. Keyboard as the WAI-ARIA listbox pattern: arrows, Home/End, Page
 * Up/Down, Enter or Space to choose, Escape to close, Tab chooses and moves on, typing jumps to a
 * matching option.
 *
 * @example
 * <DropdownField label="Choose language" options={[{ value: 'en', label: 'English' }, { value: 'de', label: 'Deutsch' }]}
 *   value={language} onValueChange={setLanguage} />
 */
export function DropdownField({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placeholder,
  disabled,
  readOnly,
  required,
  'aria-required': ariaRequired,
  error,
  hint,
  name,
  id: idProp,
  className,
}: DropdownFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const { hintId, errorId } = fieldMessageIds(id);
  const optionId = (index: number) => `${id}-option-${index}`;

  const [valueState, setValueState] = useState(defaultValue);
  const value = valueProp === undefined ? valueState : valueProp;
  const [openState, setOpenState] = useState(defaultOpen && !disabled && !readOnly);
  const open = (openProp ?? openState) && !disabled && !readOnly;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const [activeIndex, setActiveIndex] = useState(selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const invalid = error !== undefined && error !== '';
  const isFieldRequired = isRequired({ required, 'aria-required': ariaRequired });
  const describedBy = [hint ? hintId : undefined, invalid ? errorId : undefined].filter(Boolean).join(' ');

  useEffect(() => {
    if (!open) return;
    const active = listRef.current?.children[activeIndex];
    if (active instanceof HTMLElement && typeof active.scrollIntoView === 'function')
      active.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  const setOpen = (next: boolean) => {
    if (next === open || disabled || readOnly) return;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const openAt = (index: number) => {
    setActiveIndex(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled && option.value !== value) {
      if (valueProp === undefined) setValueState(option.value);
      onValueChange?.(option.value);
    }
    setOpen(false);
  };
  const current = () => (selectedIndex >= 0 ? selectedIndex : firstEnabled(options));
  const typeTo = (character: string) => {
    const now = Date.now();
    const previous = typeahead.current;
    const text = now - previous.at > TYPEAHEAD_RESET_MS ? character : previous.text + character;
    typeahead.current = { text, at: now };
    const from = open ? activeIndex : current();
    // One repeated letter cycles through the options with that initial; a word searches from the active one.
    const search = text.split('').every((c) => c === text[0]) ? text.slice(0, 1) : text;
    const start = search.length === 1 ? from + 1 : from;
    for (let offset = 0; offset < options.length; offset += 1) {
      const index = (start + offset) % options.length;
      const option = options[index];
      if (option && !option.disabled && option.label.toLocaleLowerCase().startsWith(search.toLocaleLowerCase())) {
        openAt(index);
        return;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || readOnly) return;
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') openAt(current());
      else if (key === 'Home') openAt(firstEnabled(options));
      else if (key === 'End') openAt(lastEnabled(options));
      else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeTo(key);
      else return;
      event.preventDefault();
      return;
    }
    if (key === 'ArrowUp' && event.altKey) choose(activeIndex);
    else if (key === 'ArrowDown') setActiveIndex(step(options, activeIndex, 1));
    else if (key === 'ArrowUp') setActiveIndex(step(options, activeIndex, -1));
    else if (key === 'PageDown') setActiveIndex(step(options, activeIndex, 1, PAGE_STEP));
    else if (key === 'PageUp') setActiveIndex(step(options, activeIndex, -1, PAGE_STEP));
    else if (key === 'Home') setActiveIndex(firstEnabled(options));
    else if (key === 'End') setActiveIndex(lastEnabled(options));
    else if (key === 'Enter' || key === ' ') choose(activeIndex);
    else if (key === 'Escape') {
      // Used here: a surrounding modal must not close as well.
      event.stopPropagation();
      setOpen(false);
    } else if (key === 'Tab') {
      choose(activeIndex);
      return;
    } else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeTo(key);
    else return;
    event.preventDefault();
  };

  return (
    <div
      className={clsx(styles.field, className)}
      data-state={(open ? 'open' : 'closed') satisfies DropdownState}
      data-status={fieldStatus(disabled, readOnly, invalid)}
      data-fill={selected ? 'filled' : 'empty'}
    >
      <span id={labelId} className={styles.label} onClick={() => comboRef.current?.focus()}>
        {label}
        {isFieldRequired ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      <div className={styles.anchor}>
        <div
          ref={comboRef}
          id={id}
          role="combobox"
          className={styles.trigger}
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-controls={listId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={open && options[activeIndex] ? optionId(activeIndex) : undefined}
          aria-disabled={disabled || undefined}
          aria-readonly={readOnly || undefined}
          aria-required={isFieldRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onClick={() => (open ? setOpen(false) : openAt(current()))}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        >
          <span className={styles.value}>{selected ? selected.label : placeholder}</span>
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </div>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          className={styles.list}
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!open}
          // Keeps focus on the combobox while the pointer picks an option.
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              className={styles.option}
              aria-selected={index === selectedIndex}
              aria-disabled={option.disabled || undefined}
              data-highlighted={open && index === activeIndex ? '' : undefined}
              onMouseMove={() => {
                if (!option.disabled && index !== activeIndex) setActiveIndex(index);
              }}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <FieldMessages id={id} hint={hint} error={error} classes={{ hint: styles.hint, error: styles.error }} />
    </div>
  );
}
