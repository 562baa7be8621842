/**
 * The CMS's fields for days (the schema's `widget: "date"` and `"month-day"`, docs/product.md
 * §24: "the phone's date picker with the weekday"): a date is the browser's own date input (a
 * phone opens its picker), with the weekday beside it, kept as the data files hold it
 * ("2027-04-15"); a day of any year (the tax season's bounds) is chosen in words ("January
 * 15"), kept as "01-15". The build's own check speaks at the field (site-widgets.tsx).
 */
import { Component } from "react";

import { weekdayOf } from "~/rules/calendar-day.ts";
import { ISO_DATE_PATTERN } from "~/rules/patterns.ts";

/** What Decap gives a control of a text value (the day, the time: time-control.tsx). */
export interface TextControlProps {
  forID: string;
  value?: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

export class DateControl extends Component<TextControlProps> {
  override render() {
    const {
      forID,
      value = "",
      classNameWrapper,
      onChange,
      setActiveStyle,
      setInactiveStyle,
    } = this.props;
    const isDate = ISO_DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value));
    return (
      <div className="cms-day">
        <input
          type="date"
          id={forID}
          className={classNameWrapper}
          value={isDate ? value : ""}
          onChange={(event) => onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <span>{isDate ? weekdayOf(value) : ""}</span>
      </div>
    );
  }
}

/** Every day of a year, February 29 included (2000 was a leap year), as "01-15" and in words. */
const DAYS_OF_A_YEAR = Array.from(
  { length: 366 },
  (_, day) => new Date(Date.UTC(2000, 0, day + 1)),
);
const inWords = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export class MonthDayControl extends Component<TextControlProps> {
  override render() {
    const { forID, value, classNameWrapper, onChange } = this.props;
    return (
      <select
        id={forID}
        className={classNameWrapper}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {DAYS_OF_A_YEAR.map((day) => (
          <option key={day.getTime()} value={day.toISOString().slice(5, 10)}>
            {inWords.format(day)}
          </option>
        ))}
      </select>
    );
  }
}
