import type { ReactNode } from 'react';

/** Options to choose one of, each staying highlighted while chosen (MCQs and the review's word pairs). */
export function ChoiceList({
  legend,
  options,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly ReactNode[];
  selected: number | null;
  onSelect: (index: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((option, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the answer sent; options never reorder.
          key={index}
          type="button"
          data-autofocus={index === 0 ? true : undefined}
          aria-pressed={selected === index}
          onClick={() => onSelect(index)}
          className={`min-h-11 rounded-xl border-2 px-4 py-2 text-start font-medium transition-colors ${
            selected === index
              ? 'border-current bg-option-selected text-option-selected-fg'
              : 'border-transparent bg-option text-option-fg'
          }`}
        >
          {option}
        </button>
      ))}
    </fieldset>
  );
}
