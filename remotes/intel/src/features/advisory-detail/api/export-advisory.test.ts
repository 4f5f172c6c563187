import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-advisory';

describe('export file names', () => {
  it('end in .stix.json for STIX and .csv for CSV, from the title', () => {
    expect(exportFileName('Phishing: Ghana Revenue Authority (ĞRA) lures', 'stix')).toBe(
      'phishing-ghana-revenue-authority-gra-lures.stix.json',
    );
    expect(exportFileName('Phishing', 'csv')).toBe('phishing.csv');
    expect(exportFileName('——', 'stix')).toBe('advisory.stix.json');
  });
});
