// The recorder for real apps is being written (issue 5).
