"""What the faces share to show and write the ledger: CSV and JSON exports, the chart's
series, column widths, and writing an output file safely."""
