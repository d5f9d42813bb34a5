import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList, isEmptyValue } from './DescriptionList';

describe('DescriptionList', () => {
  it('shows N/A for null, undefined, empty and blank values, and keeps 0 and false-y text', () => {
    render(
      <DescriptionList
        fallback="N/A"
        items={[
          { term: 'A', value: null },
          { term: 'B', value: undefined },
          { term: 'C', value: '' },
          { term: 'D', value: '   ' },
          { term: 'E', value: 0 },
          { term: 'F', value: 'No' },
        ]}
      />,
    );
    expect(screen.getAllByText('N/A')).toHaveLength(4);
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
  });

  it('pairs each term with its value', () => {
    render(<DescriptionList items={[{ term: 'City', value: 'Irbid' }]} fallback="—" />);
    expect(screen.getByText('City').tagName).toBe('DT');
    expect(screen.getByText('Irbid').tagName).toBe('DD');
  });

  it('treats only missing values as empty', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(true);
  });
});
