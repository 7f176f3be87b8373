// Colours for the drawings, picked for contrast on white: lines at least 3:1 (WCAG 1.4.11), text at least 4.5:1.
export const SURVEY_COLORS = {
  paper: '#ffffff',
  grid: '#e3e8ef',
  gridText: '#5b6573',
  sectionLine: '#a7b2c0',
  sectionQuarterLine: '#7d8998',
  sectionOutline: '#4a5360',
  sectionText: '#4a5360',
  tract: '#0061b0',
  tractFill: 'rgba(0, 114, 206, 0.13)',
  tie: '#4a5360',
  gap: '#b42318',
  pointOfBeginning: '#b42318',
  point: '#0b2545',
  label: '#1b1f24',
  highlight: '#b45309',
  preview: '#106b35',
  ink: '#1b1f24',
  muted: '#4a5360',
} as const;

export const SURVEY_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
