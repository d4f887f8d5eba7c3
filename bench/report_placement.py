# SPDX-License-Identifier: GPL-2.0
"""Report of the placement case (bench/case-placement.sh)."""
from report_segments import placement as section  # noqa: F401
