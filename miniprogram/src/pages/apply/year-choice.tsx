import { View } from '@tarojs/components';
import { useState } from 'react';
import { decadeOf, decadeYears, graduationDecades } from '../../lib/graduation-years';
import { graduationYearBounds } from '../../lib/register-form';
import { t } from '../../strings';

// 毕业年份 in two taps after the field's own: the decade (a row of up to eight large buttons), then the year in it (up
// to ten), instead of a wheel that starts at this year (issue 48).

export function YearChoice({ value, onChange }: { value: number | null; onChange: (year: number) => void }) {
  const [open, setOpen] = useState(false);
  const [decade, setDecade] = useState<number | null>(null);
  const shown = value === null ? t.apply.yearPlaceholder : t.apply.yearOf(value);
  const toggle = () => {
    setDecade(null);
    setOpen(!open);
  };
  const choose = (year: number) => {
    onChange(year);
    setOpen(false);
    setDecade(null);
  };
  return (
    <View>
      <View
        id="apply-graduationYear"
        className="field__picker"
        role="button"
        aria-expanded={open ? 'true' : 'false'}
        aria-label={`${t.apply.graduationYear}：${shown}`}
        onClick={toggle}
      >
        <View className={value === null ? 'field__placeholder' : ''}>{shown}</View>
        <View className="cell__arrow" aria-hidden="true" />
      </View>
      {open && decade === null && (
        <View className="choices" data-testid="year-decades">
          <View className="choices__hint">{t.apply.chooseDecade}</View>
          {graduationDecades(graduationYearBounds).map((d) => (
            <View
              key={d}
              className={`choice${value !== null && decadeOf(value) === d ? ' choice--current' : ''}`}
              role="button"
              aria-label={t.apply.decadeOf(d)}
              onClick={() => setDecade(d)}
            >
              {t.apply.decadeOf(d)}
            </View>
          ))}
        </View>
      )}
      {open && decade !== null && (
        <View className="choices" data-testid="year-years">
          <View className="choices__hint">{t.apply.chooseYear(decade)}</View>
          {decadeYears(decade, graduationYearBounds).map((y) => (
            <View
              key={y}
              className={`choice${value === y ? ' choice--current' : ''}`}
              role="button"
              aria-label={t.apply.yearOf(y)}
              onClick={() => choose(y)}
            >
              {t.apply.yearOf(y)}
            </View>
          ))}
          <View className="choice choice--back" role="button" aria-label={t.apply.otherDecade} onClick={() => setDecade(null)}>
            {t.apply.otherDecade}
          </View>
        </View>
      )}
    </View>
  );
}
